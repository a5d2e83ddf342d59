import type { Container } from 'inversify';
import { BrowserFileSaver, type FileSaver } from '../../adapters/browser/file-download.ts';
import { BrowserTabOpener, type TabOpener } from '../../adapters/browser/tab-opener.ts';
import type { InsuranceClient, MedibuddyCentralClient } from '../../adapters/http/clients.ts';
import { HistoryFilesHttpAdapter, HistoryHttpAdapter } from '../../adapters/http/history.http-adapter.ts';
import { InsurerListHttpAdapter } from '../../adapters/http/insurer-list.http-adapter.ts';
import type { InsurerAppointmentsPort } from '../../core/appointments/insurer-list.port.ts';
import type { HistoryFilesPort, RequestHistoryPort } from '../../core/history/request-history.port.ts';
import { InsurerAppointmentsViewModel } from '../routes/insurer-appointments/insurer-appointments.view-model.ts';
import { RequestHistoryViewModel } from '../routes/request-history/request-history.view-model.ts';
import { HistoryTokens } from './history.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';

/**
 * Issue 4's part of the composition root: the history and insurer-list adapters behind their core
 * ports, the browser's file saver and tab opener (or the caller's), and the two screens'
 * view-models. Called by buildContainer once the HTTP clients are bound.
 */
export function bindHistoryScreens(c: Container, options: { fileSaver?: FileSaver; tabOpener?: TabOpener } = {}): void {
  c.bind<RequestHistoryPort>(HistoryTokens.historyPort)
    .toDynamicValue((ctx) => new HistoryHttpAdapter(ctx.get<InsuranceClient>(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<HistoryFilesPort>(HistoryTokens.filesPort)
    .toDynamicValue(
      (ctx) => new HistoryFilesHttpAdapter(ctx.get<MedibuddyCentralClient>(HttpTokens.medibuddyCentralClient), ctx.get<InsuranceClient>(HttpTokens.insuranceClient)),
    )
    .inSingletonScope();
  c.bind<InsurerAppointmentsPort>(HistoryTokens.insurerListPort)
    .toDynamicValue((ctx) => new InsurerListHttpAdapter(ctx.get<InsuranceClient>(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<FileSaver>(HistoryTokens.fileSaver).toDynamicValue(() => options.fileSaver ?? new BrowserFileSaver()).inSingletonScope();
  c.bind<TabOpener>(HistoryTokens.tabOpener).toDynamicValue(() => options.tabOpener ?? new BrowserTabOpener()).inSingletonScope();
  c.bind(HistoryTokens.requestHistory).to(RequestHistoryViewModel);
  c.bind(HistoryTokens.insurerAppointments).to(InsurerAppointmentsViewModel);
}
