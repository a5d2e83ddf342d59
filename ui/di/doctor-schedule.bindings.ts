import type { Container } from 'inversify';
import type { ScheduleEditorPort } from '../../core/doctors/schedule-editor.port.ts';
import type { ScheduleViewModel } from '../routes/doctor-schedule/schedule.view-model.ts';
import type { HolidaysViewModel } from '../routes/doctor-holidays/holidays.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { DoctorScheduleTokens } from './doctor-schedule.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const area = () => import('./doctor-schedule.area.ts');

/** Schedule and Holidays: the port over HTTP and a fresh view-model per screen. */
export function bindDoctorSchedule(c: Container): void {
  c.bind<ScheduleEditorPort>(DoctorScheduleTokens.scheduleEditorPort)
    .toDynamicValue(async (ctx) => new (await area()).DoctorScheduleHttpAdapter(ctx.get(HttpTokens.providerClient)))
    .inSingletonScope();
  c.bind<ScheduleViewModel>(DoctorScheduleTokens.scheduleViewModel).toDynamicValue(
    async (ctx) =>
      new (await area()).ScheduleViewModel(
        await ctx.getAsync(DoctorScheduleTokens.scheduleEditorPort),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
      ),
  );
  c.bind<HolidaysViewModel>(DoctorScheduleTokens.holidaysViewModel).toDynamicValue(
    async (ctx) =>
      new (await area()).HolidaysViewModel(
        await ctx.getAsync(DoctorScheduleTokens.scheduleEditorPort),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.clock),
      ),
  );
}
