import type { Container } from 'inversify';
import type { EsalesChartsPort } from '../../core/charts/esales-charts.port.ts';
import type { ChartsViewModel } from '../routes/charts/charts.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { ChartsTokens } from './charts.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const charts = () => import('./charts.area.ts');

/** The e-sales charts (issue 12). Their toasts show bottom-right for 3 seconds (spec 2 §8), as the password screens' do. */
export function bindCharts(c: Container): void {
  c.bind<EsalesChartsPort>(ChartsTokens.port)
    .toDynamicValue(async (ctx) => new (await charts()).EsalesChartsHttpAdapter(ctx.get(HttpTokens.chartsClient)))
    .inSingletonScope();
  c.bind<ChartsViewModel>(ChartsTokens.viewModel).toDynamicValue(
    async (ctx) =>
      new (await charts()).ChartsViewModel(
        await ctx.getAsync(ChartsTokens.port),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.clock),
        ctx.get(AppTokens.passwordToaster),
        ctx.get(AppTokens.fileSaver),
      ),
  );
}
