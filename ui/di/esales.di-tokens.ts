/** The e-sales queue: its port and view-model. */
export const EsalesTokens = {
  queuePort: Symbol('EsalesQueuePort'),
  queueViewModel: Symbol('EsalesQueueViewModel'),
} as const;
