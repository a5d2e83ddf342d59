/** The Schedule and Holidays screens' classes: one chunk, loaded when either first opens (bound in doctor-schedule.bindings.ts). */
export { DoctorScheduleHttpAdapter } from '../../adapters/http/doctor-schedule.http-adapter.ts';
export { ScheduleViewModel } from '../routes/doctor-schedule/schedule.view-model.ts';
export { HolidaysViewModel } from '../routes/doctor-holidays/holidays.view-model.ts';
