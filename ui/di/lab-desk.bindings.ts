import type { Container } from 'inversify';
import { BrowserFileSaver, type FileSaver } from '../../adapters/browser/file-download.ts';
import type { InsuranceClient, MedibuddyCentralClient, ProviderClient } from '../../adapters/http/clients.ts';
import { LabDeskHttpAdapter } from '../../adapters/http/lab-desk.http-adapter.ts';
import type { LabDeskPort } from '../../core/appointments/lab-desk.port.ts';
import { LabDeskViewModel } from '../routes/lab-desk/lab-desk.view-model.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { LabDeskTokens } from './lab-desk.di-tokens.ts';

/**
 * Issue 3's part of the composition root: the lab desk adapter behind its core port, the browser's
 * file saver (or the caller's) and the desk's view-model. buildContainer runs it when the desk's
 * chunk first loads, so none of this is in /login's bundle.
 */
export function bindLabDesk(c: Container, options: { fileSaver?: FileSaver } = {}): void {
  c.bind<LabDeskPort>(LabDeskTokens.port)
    .toDynamicValue(
      (ctx) =>
        new LabDeskHttpAdapter(
          ctx.get<MedibuddyCentralClient>(HttpTokens.medibuddyCentralClient),
          ctx.get<ProviderClient>(HttpTokens.providerClient),
          ctx.get<InsuranceClient>(HttpTokens.insuranceClient),
        ),
    )
    .inSingletonScope();
  c.bind<FileSaver>(LabDeskTokens.fileSaver).toDynamicValue(() => options.fileSaver ?? new BrowserFileSaver()).inSingletonScope();
  c.bind(LabDeskTokens.viewModel).to(LabDeskViewModel);
}
