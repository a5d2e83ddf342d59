import type { Container } from 'inversify';
import type { OfflineDeskPort } from '../../core/consults/offline-desk.port.ts';
import type { OfflineDeskViewModel } from '../routes/offline-desk/offline-desk.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { LiveTokens } from './live.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { OfflineDeskTokens } from './offline-desk.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const offlineDesk = () => import('./offline-desk.area.ts');

/** The offline-consult desk (issue 14): its adapter behind the core port, and its screen's view-model. */
export function bindOfflineDesk(c: Container): void {
  c.bind<OfflineDeskPort>(OfflineDeskTokens.port)
    .toDynamicValue(async (ctx) => new (await offlineDesk()).OfflineDeskHttpAdapter(ctx.get(HttpTokens.medibuddyCentralClient), ctx.get(HttpTokens.consultsClient), ctx.get(HttpTokens.filesClient)))
    .inSingletonScope();
  c.bind<OfflineDeskViewModel>(OfflineDeskTokens.viewModel).toDynamicValue(
    async (ctx) =>
      new (await offlineDesk()).OfflineDeskViewModel(
        await ctx.getAsync(OfflineDeskTokens.port),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.clock),
        ctx.get(AppTokens.viewState),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.fileSaver),
        ctx.get(AppTokens.navigator),
        undefined,
        ctx.get(LiveTokens.feed),
        new (await offlineDesk()).BulkUndoHttpAdapter(ctx.get(HttpTokens.medibuddyCentralClient)),
      ),
  );
}
