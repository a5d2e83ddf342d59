/** E-sales cases: their port, the models of their dialogs, the e-sales history page, and the queue. */
export const EsalesTokens = {
  casePort: Symbol('EsalesCasePort'),
  dialogs: Symbol('EsalesDialogs'),
  historyViewModel: Symbol('EsalesHistoryViewModel'),
  queuePort: Symbol('EsalesQueuePort'),
  queueViewModel: Symbol('EsalesQueueViewModel'),
} as const;
