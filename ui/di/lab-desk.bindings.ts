import type { Container } from 'inversify';
import type { LabDeskPort } from '../../core/appointments/lab-desk.port.ts';
import type { LabDeskViewModel } from '../routes/lab-desk/lab-desk.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { LabDeskTokens } from './lab-desk.di-tokens.ts';
import { LiveTokens } from './live.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const labDesk = () => import('./lab-desk.area.ts');

/** The lab desk (issue 3): its adapter behind the core port, and its screen's view-model. */
export function bindLabDesk(c: Container): void {
  c.bind<LabDeskPort>(LabDeskTokens.port)
    .toDynamicValue(
      async (ctx) =>
        new (await labDesk()).LabDeskHttpAdapter(
          ctx.get(HttpTokens.medibuddyCentralClient),
          ctx.get(HttpTokens.providerClient),
          ctx.get(HttpTokens.insuranceClient),
          ctx.get(HttpTokens.filesClient),
        ),
    )
    .inSingletonScope();
  c.bind<LabDeskViewModel>(LabDeskTokens.viewModel).toDynamicValue(
    async (ctx) =>
      new (await labDesk()).LabDeskViewModel(
        await ctx.getAsync(LabDeskTokens.port),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.clock),
        ctx.get(AppTokens.viewState),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.fileSaver),
        ctx.get(AppTokens.navigator),
        ctx.get(LiveTokens.feed),
        new (await labDesk()).BulkUndoHttpAdapter(ctx.get(HttpTokens.medibuddyCentralClient)),
      ),
  );
}
