/** The classes of the charts screen: one chunk, loaded when it first opens (bound in charts.bindings.ts). */
export { EsalesChartsHttpAdapter } from '../../adapters/http/esales-charts.http-adapter.ts';
export { ChartsViewModel } from '../routes/charts/charts.view-model.ts';
