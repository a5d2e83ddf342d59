/** Request history, communication history and the insurer's All Appointments: ports and view-models. */
export const HistoryTokens = {
  historyPort: Symbol('RequestHistoryPort'),
  filesPort: Symbol('HistoryFilesPort'),
  insurerListPort: Symbol('InsurerAppointmentsPort'),
  requestHistoryViewModel: Symbol('RequestHistoryViewModel'),
  insurerAppointmentsViewModel: Symbol('InsurerAppointmentsViewModel'),
} as const;
