/** Create Appointment's classes: one chunk, loaded when the form first opens (bound in order.bindings.ts). */
export { AppointmentOrderHttpAdapter } from '../../adapters/http/appointment-order.http-adapter.ts';
export { CreateAppointmentViewModel } from '../routes/create-appointment/create-appointment.view-model.ts';
