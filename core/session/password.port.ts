/** The answer to a request for a reset link: sent (to a masked address), no such user, or refused. */
export type ResetLinkOutcome =
  | { kind: 'sent'; emailId: string }
  | { kind: 'noUser' }
  | { kind: 'failed'; serverError: string | null };

/** What the password flows need from the server (spec 3 §2.8, §7). */
export interface PasswordPort {
  /** Forgot password: e-mail a reset link to the named user. */
  sendResetLink(userName: string): Promise<ResetLinkOutcome>;
  /** Profile menu: the signed-in user asks for a link for their own account. */
  sendOwnResetLink(userName: string, entityId: number): Promise<ResetLinkOutcome>;
  /** Sets a new password from an e-mailed link; true when the server accepted it. */
  resetWithToken(newPassword: string, retypePassword: string, resetToken: string): Promise<boolean>;
}
