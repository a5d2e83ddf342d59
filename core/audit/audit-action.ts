/** What an audit row records: every change, sign-in event and personal-data export, by name. */
export const AuditAction = {
  SignedIn: 'SignedIn',
  SignedOut: 'SignedOut',
  /** A wrong password, or a right one for a locked account. */
  SignInRefused: 'SignInRefused',
  /** An attempt refused unchecked because the username's failures make it wait. */
  SignInThrottled: 'SignInThrottled',
  CodeRefused: 'CodeRefused',
  AccountLocked: 'AccountLocked',
  AccountUnlocked: 'AccountUnlocked',
  /** Forgot password or the profile menu's reset; details say whether a mail went out. */
  ResetLinkRequested: 'ResetLinkRequested',
  PasswordReset: 'PasswordReset',
  RequestStatusChanged: 'RequestStatusChanged',
  /** A bulk action's change of a request was undone by its user within the undo period. */
  RequestStatusUndone: 'RequestStatusUndone',
  /** An insurer user created an appointment order (Create Appointment); details name its requests. */
  AppointmentCreated: 'AppointmentCreated',
  /** An insurer user created e-sales cases from a sheet (Bulk Case Creation); details count them. */
  CasesCreated: 'CasesCreated',
  /** A doctor's schedule change moved a booked consult to another doctor of the clinic. */
  ConsultReassigned: 'ConsultReassigned',
  /** A doctor's schedule change moved a booked consult to the doctor's next free slot. */
  ConsultRescheduled: 'ConsultRescheduled',
  /** A SPOC user was created, changed, or activated/deactivated (details say which). */
  SpocCreated: 'SpocCreated',
  SpocUpdated: 'SpocUpdated',
  SpocStatusChanged: 'SpocStatusChanged',
  RequestsExported: 'RequestsExported',
  ReportsZipped: 'ReportsZipped',
  DemoDataSeeded: 'DemoDataSeeded',
  /** `npm run setup` created a provider, branch, insurer or corporate (actor "setup"). */
  OrganisationCreated: 'OrganisationCreated',
  /** `npm run setup` put a provider on the Create Order allow-list or took it off (actor "setup"). */
  CreateOrderAllowed: 'CreateOrderAllowed',
  /** `npm run setup` created an organisation's first administrator (actor "setup"). */
  UserCreated: 'UserCreated',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];

/** One event as the server hands it to the audit trail. */
export interface AuditEvent {
  at: Date;
  action: AuditAction;
  /** The signed-in user, or the user a sign-in attempt named; null for unknown names and the system. */
  actorUserId: number | null;
  /** The user name as typed or stored; '' for the system. */
  actorName: string;
  /** What was acted on, as `kind:id` (`request:1042`, `user:7`); '' when nothing in particular. */
  subject: string;
  /** Plain JSON: filters, counts, reasons. Never passwords, codes, tokens or contact details. */
  details: Record<string, unknown>;
}
