import type { Container } from 'inversify';
import type { DoctorsPort } from '../../core/doctors/doctors.port.ts';
import type { DoctorListViewModel } from '../routes/doctor-list/doctor-list.view-model.ts';
import type { DoctorProfileViewModel } from '../routes/doctor-editor/doctor-profile.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { DoctorsTokens } from './doctors.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const area = () => import('./doctors.area.ts');

/** Doctor management: the doctors port over HTTP and a fresh view-model per screen mount. */
export function bindDoctors(c: Container): void {
  c.bind<DoctorsPort>(DoctorsTokens.port)
    .toDynamicValue(async (ctx) => new (await area()).DoctorsHttpAdapter(ctx.get(HttpTokens.providerClient)))
    .inSingletonScope();
  c.bind<DoctorListViewModel>(DoctorsTokens.listViewModel).toDynamicValue(
    async (ctx) => new (await area()).DoctorListViewModel(await ctx.getAsync(DoctorsTokens.port), ctx.get(SessionTokens.currentSession), ctx.get(AppTokens.mainToaster)),
  );
  c.bind<DoctorProfileViewModel>(DoctorsTokens.profileViewModel).toDynamicValue(
    async (ctx) =>
      new (await area()).DoctorProfileViewModel(
        await ctx.getAsync(DoctorsTokens.port),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.clock),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
      ),
  );
}
