/** The offline-consult desk: its port and its screen's view-model. */
export const OfflineDeskTokens = {
  port: Symbol('OfflineDeskPort'),
  viewModel: Symbol('OfflineDeskViewModel'),
} as const;
