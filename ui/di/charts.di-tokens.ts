/** The e-sales charts: their port and the screen's view-model. */
export const ChartsTokens = {
  port: Symbol('EsalesChartsPort'),
  viewModel: Symbol('ChartsViewModel'),
} as const;
