import type { Container } from 'inversify';
import type { EsalesQueuePort } from '../../core/esales/queue.port.ts';
import type { EsalesQueueViewModel } from '../routes/esales-queue/esales-queue.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { EsalesTokens } from './esales.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const esales = () => import('./esales.area.ts');

/** The e-sales queue (issue 10): its adapter and view-model. */
export function bindEsales(c: Container): void {
  c.bind<EsalesQueuePort>(EsalesTokens.queuePort)
    .toDynamicValue(async (ctx) => new (await esales()).EsalesQueueHttpAdapter(ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<EsalesQueueViewModel>(EsalesTokens.queueViewModel).toDynamicValue(
    async (ctx) =>
      new (await esales()).EsalesQueueViewModel(
        await ctx.getAsync(EsalesTokens.queuePort),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.clock),
        ctx.get(AppTokens.viewState),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
        ctx.get(AppTokens.fileSaver),
      ),
  );
}
