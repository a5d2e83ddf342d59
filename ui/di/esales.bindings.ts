import type { Container } from 'inversify';
import type { BulkCasesPort } from '../../core/esales/bulk-cases.port.ts';
import type { BulkLookupsPort } from '../../core/esales/bulk-lookups.port.ts';
import type { BulkCasesViewModel } from '../routes/bulk-cases/bulk-cases.view-model.ts';
import type { EsalesCasePort } from '../../core/esales/esales-case.port.ts';
import type { EsalesQueuePort } from '../../core/esales/queue.port.ts';
import type { EsalesDialogs } from '../routes/esales-dialogs/esales-dialogs.factory.ts';
import type { EsalesHistoryViewModel } from '../routes/esales-history/esales-history.view-model.ts';
import type { EsalesQueueViewModel } from '../routes/esales-queue/esales-queue.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { EsalesTokens } from './esales.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const esales = () => import('./esales.area.ts');

/** E-sales (issue 10): the case port, the dialogs' model factory, the e-sales history page, the queue, and Bulk Case Creation (issue 11). */
export function bindEsales(c: Container): void {
  c.bind<EsalesCasePort>(EsalesTokens.casePort)
    .toDynamicValue(async (ctx) => new (await esales()).EsalesCaseHttpAdapter(ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<EsalesDialogs>(EsalesTokens.dialogs)
    .toDynamicValue(async (ctx) => new (await esales()).EsalesDialogs(await ctx.getAsync(EsalesTokens.casePort), ctx.get(AppTokens.clock), ctx.get(AppTokens.mainToaster)))
    .inSingletonScope();
  c.bind<EsalesHistoryViewModel>(EsalesTokens.historyViewModel).toDynamicValue(
    async (ctx) =>
      new (await esales()).EsalesHistoryViewModel(
        await ctx.getAsync(EsalesTokens.casePort),
        await ctx.getAsync(EsalesTokens.dialogs),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
      ),
  );
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
  c.bind<BulkCasesPort>(EsalesTokens.bulkCasesPort)
    .toDynamicValue(async (ctx) => new (await esales()).BulkCasesHttpAdapter(ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<BulkLookupsPort>(EsalesTokens.bulkLookupsPort)
    .toDynamicValue(async (ctx) => new (await esales()).BulkLookupsHttpAdapter(ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<BulkCasesViewModel>(EsalesTokens.bulkCasesViewModel).toDynamicValue(async (ctx) => {
    const area = await esales();
    return new area.BulkCasesViewModel(
      await ctx.getAsync(EsalesTokens.bulkCasesPort),
      await ctx.getAsync(EsalesTokens.bulkLookupsPort),
      ctx.get(SessionTokens.currentSession),
      ctx.get(AppTokens.fileSaver),
      area.rowReportCsv,
    );
  });
}
