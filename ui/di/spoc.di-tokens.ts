/** SPOC management: its port, the status setter both screens share, and the screens' view-models. */
export const SpocTokens = {
  port: Symbol('SpocPort'),
  statusSetter: Symbol('SpocStatusSetter'),
  listViewModel: Symbol('SpocListViewModel'),
  formViewModel: Symbol('SpocFormViewModel'),
} as const;
