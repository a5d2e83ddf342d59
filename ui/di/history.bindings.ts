import type { Container } from 'inversify';
import type { InsurerAppointmentsPort } from '../../core/appointments/insurer-list.port.ts';
import type { HistoryFilesPort, RequestHistoryPort } from '../../core/history/request-history.port.ts';
import type { InsurerAppointmentsViewModel } from '../routes/insurer-appointments/insurer-appointments.view-model.ts';
import type { RequestHistoryViewModel } from '../routes/request-history/request-history.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { LiveTokens } from './live.di-tokens.ts';
import { HistoryTokens } from './history.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const history = () => import('./history.area.ts');

/** Request history, communication history and the insurer's All Appointments (issue 4): adapters and view-models. */
export function bindHistory(c: Container): void {
  c.bind<RequestHistoryPort>(HistoryTokens.historyPort)
    .toDynamicValue(async (ctx) => new (await history()).HistoryHttpAdapter(ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<HistoryFilesPort>(HistoryTokens.filesPort)
    .toDynamicValue(async (ctx) => new (await history()).HistoryFilesHttpAdapter(ctx.get(HttpTokens.medibuddyCentralClient), ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<InsurerAppointmentsPort>(HistoryTokens.insurerListPort)
    .toDynamicValue(async (ctx) => new (await history()).InsurerListHttpAdapter(ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();

  c.bind<RequestHistoryViewModel>(HistoryTokens.requestHistoryViewModel).toDynamicValue(
    async (ctx) =>
      new (await history()).RequestHistoryViewModel(
        await ctx.getAsync(HistoryTokens.historyPort),
        await ctx.getAsync(HistoryTokens.filesPort),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.clock),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
        ctx.get(AppTokens.fileSaver),
        ctx.get(AppTokens.tabOpener),
      ),
  );
  c.bind<InsurerAppointmentsViewModel>(HistoryTokens.insurerAppointmentsViewModel).toDynamicValue(
    async (ctx) =>
      new (await history()).InsurerAppointmentsViewModel(
        await ctx.getAsync(HistoryTokens.insurerListPort),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.clock),
        ctx.get(AppTokens.viewState),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
        ctx.get(AppTokens.fileSaver),
        ctx.get(LiveTokens.feed),
      ),
  );
}
