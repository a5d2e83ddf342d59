/** E-sales cases: their port, the models of their dialogs, and the e-sales history page. */
export const EsalesTokens = {
  casePort: Symbol('EsalesCasePort'),
  dialogs: Symbol('EsalesDialogs'),
  historyViewModel: Symbol('EsalesHistoryViewModel'),
} as const;
