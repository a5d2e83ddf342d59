/** Request history, communication history and the insurer's All Appointments: ports and view-models. */
export const HistoryTokens = {
  /** A BindingsLoader: the screens' bindings load with their chunk (ui/di/history.bindings.ts). */
  bindings: Symbol('HistoryBindings'),
  historyPort: Symbol('RequestHistoryPort'),
  filesPort: Symbol('HistoryFilesPort'),
  insurerListPort: Symbol('InsurerAppointmentsPort'),
  fileSaver: Symbol('HistoryFileSaver'),
  tabOpener: Symbol('TabOpener'),
  requestHistory: Symbol('RequestHistoryViewModel'),
  insurerAppointments: Symbol('InsurerAppointmentsViewModel'),
} as const;
