/** E-sales: the queue's port and view-model, the case port, the models of the case dialogs, and the e-sales history page. */
export const EsalesTokens = {
  queuePort: Symbol('EsalesQueuePort'),
  queueViewModel: Symbol('EsalesQueueViewModel'),
  casePort: Symbol('EsalesCasePort'),
  dialogs: Symbol('EsalesDialogs'),
  historyViewModel: Symbol('EsalesHistoryViewModel'),
  bulkCasesPort: Symbol('BulkCasesPort'),
  bulkLookupsPort: Symbol('BulkLookupsPort'),
  bulkCasesViewModel: Symbol('BulkCasesViewModel'),
} as const;
