import type { Container } from 'inversify';
import type { SpocPort } from '../../core/spoc/spoc.port.ts';
import type { SpocFormViewModel } from '../routes/spoc-form/spoc-form.view-model.ts';
import type { SpocListViewModel } from '../routes/spoc-list/spoc-list.view-model.ts';
import type { SpocStatusSetter } from '../routes/spoc-list/spoc-status.model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';
import { SpocTokens } from './spoc.di-tokens.ts';

const area = () => import('./spoc.area.ts');

/** SPOC management: the SPOC port over HTTP and a fresh view-model per screen mount. */
export function bindSpoc(c: Container): void {
  c.bind<SpocPort>(SpocTokens.port)
    .toDynamicValue(async (ctx) => new (await area()).SpocHttpAdapter(ctx.get(HttpTokens.providerClient)))
    .inSingletonScope();
  c.bind<SpocStatusSetter>(SpocTokens.statusSetter).toDynamicValue(
    async (ctx) =>
      new (await area()).SpocStatusSetter(
        await ctx.getAsync(SpocTokens.port),
        ctx.get(SessionTokens.profilePort),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
      ),
  );
  c.bind<SpocListViewModel>(SpocTokens.listViewModel).toDynamicValue(
    async (ctx) =>
      new (await area()).SpocListViewModel(
        await ctx.getAsync(SpocTokens.port),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.mainToaster),
        await ctx.getAsync(SpocTokens.statusSetter),
      ),
  );
  c.bind<SpocFormViewModel>(SpocTokens.formViewModel).toDynamicValue(
    async (ctx) =>
      new (await area()).SpocFormViewModel(
        await ctx.getAsync(SpocTokens.port),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
        await ctx.getAsync(SpocTokens.statusSetter),
      ),
  );
}
