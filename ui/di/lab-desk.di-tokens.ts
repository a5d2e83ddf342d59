/** The lab appointment desk: its port and its screen's view-model. */
export const LabDeskTokens = {
  port: Symbol('LabDeskPort'),
  viewModel: Symbol('LabDeskViewModel'),
} as const;
