import { AuditAction } from '../../../core/audit/audit-action.ts';
import { maskEmail } from '../../../core/privacy/masks.ts';
import { Channel, MessagePurpose } from '../../../core/messaging/messenger.port.ts';
import { Feature } from '../../../core/session/features.ts';
import { forgotPasswordError, resetPasswordError } from '../../../core/session/password.ts';
import { mayMailResetLink, resetMailsCountFrom } from '../../../core/session/sign-in-limits.ts';
import { operation } from '../http/operation.ts';
import type { ServerDeps } from '../deps.ts';
import { ApiError, badRequest, forbidden } from '../http/api-error.ts';
import { tokenDigest } from '../http/authenticate.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockStateForUpdate, unlockAccount } from './account-lock.ts';
import { clearPasswordFailures, userKeyOf } from './password-failures.ts';

export const ResetError = {
  badLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  tooManyLinks: 'Too_many_reset_links_Please_try_again_in_an_hour',
} as const;

export interface ResetTarget {
  id: number;
  user_name: string;
  email: string;
}

/**
 * Issues a single-use, expiring reset link and e-mails it to the user's registered address,
 * unless the account already received its hourly allowance; true when a mail went out. The count
 * is read under the user's row lock, so simultaneous requests cannot exceed it.
 */
export async function mailResetLink(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'random' | 'messenger' | 'config'>,
  user: ResetTarget,
  via: 'forgotPassword' | 'profileMenu' | 'newSpoc' | 'setup',
): Promise<boolean> {
  const token = deps.random.token(32);
  const now = deps.clock.now();
  const issued = await deps.db.transaction(async (tx) => {
    await lockStateForUpdate(tx, user.id);
    const [recent] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset WHERE user_id = $1 AND issued_on > $2', [
      user.id,
      resetMailsCountFrom(now),
    ]);
    const mailed = mayMailResetLink(recent.n);
    if (mailed) {
      await tx.query('INSERT INTO password_reset (token_hash, user_id, issued_on, expires_on) VALUES ($1, $2, $3, $4)', [
        tokenDigest(token),
        user.id,
        now,
        new Date(now.getTime() + deps.config.resetLinkTtlMinutes * 60_000),
      ]);
    }
    await recordAudit(tx, { at: now, action: AuditAction.ResetLinkRequested, actorUserId: user.id, actorName: user.user_name, subject: `user:${user.id}`, details: { via, mailed } });
    return mailed;
  });
  if (!issued) return false;
  const link = `${deps.config.publicUrl}/ResetPassword?resettoken=${token}`;
  // A new account (a SPOC, or an organisation's first administrator) sets its first password.
  const welcome = via === 'newSpoc' || via === 'setup';
  await deps.messenger.send({
    channel: Channel.Email,
    recipient: user.email,
    subject: welcome ? 'Set your password' : 'Reset your password',
    body: `${welcome ? `An account was created for you (username ${user.user_name}). ` : ''}Open this link to set a new password: ${link} . It works once and expires in ${deps.config.resetLinkTtlMinutes} minutes.`,
    purpose: MessagePurpose.passwordReset,
    userId: user.id,
  });
  return true;
}

async function findUser(deps: ServerDeps, userName: string): Promise<ResetTarget | undefined> {
  const [user] = await deps.db.query<ResetTarget>('SELECT id, user_name, email FROM app_user WHERE lower(user_name) = lower($1) AND is_active', [userName.trim()]);
  return user;
}

/**
 * POST provider/forgotPassword: anyone may ask for a link for a username. The answer is the same
 * whether the name exists, is mailed, or has had its three mails this hour: the name as sent and
 * no address, so it tells a stranger nothing.
 */
export const forgotPasswordOp = operation('forgotPassword', {
  async handle({ body, deps }) {
    const empty = forgotPasswordError(body.username);
    if (empty) throw badRequest(empty);
    const typedName = body.username.trim();
    const user = await findUser(deps, typedName);
    if (user) await mailResetLink(deps, user, 'forgotPassword');
    else {
      const details = { via: 'forgotPassword', mailed: false, knownUser: false };
      await recordAudit(deps.db, { at: deps.clock.now(), action: AuditAction.ResetLinkRequested, actorUserId: null, actorName: typedName, subject: '', details });
    }
    return { isSuccess: true, userName: typedName, emailId: '' };
  },
});

/** POST provider/resetPassword: the profile menu's reset, for the signed-in user's own account. */
export const resetPasswordFromMenuOp = operation('resetPasswordFromMenu', {
  access: { feature: Feature.RESET_PASSWORD },
  async handle({ body, deps, auth }) {
    const { username } = body;
    if (username.trim().toLowerCase() !== auth.userName.toLowerCase()) throw forbidden();
    const user = await findUser(deps, username);
    if (!user) throw forbidden();
    if (!(await mailResetLink(deps, user, 'profileMenu'))) throw new ApiError(429, ResetError.tooManyLinks);
    return { isSuccess: true, userName: user.user_name, emailId: maskEmail(user.email) };
  },
});

/**
 * POST password/MarketPlaceLogon/ResetPassword: spends the link, ends the user's other links,
 * code challenges and sessions, sets the password and unlocks the account.
 */
export const resetPasswordWithTokenOp = operation('resetPasswordWithToken', {
  async handle({ body, deps }) {
    const problem = resetPasswordError(body.newPassword, body.retypePassword);
    if (problem) throw badRequest(problem);
    const now = deps.clock.now();
    const hash = await hashPassword(body.newPassword);
    const digest = tokenDigest(body.resetToken);
    return deps.db.transaction(async (tx) => {
      // The user's row first, as every sign-in write takes it: two links of one user used at once queue.
      const [link] = await tx.query<{ user_id: number }>('SELECT user_id FROM password_reset WHERE token_hash = $1', [digest]);
      const state = link ? await lockStateForUpdate(tx, link.user_id) : undefined;
      if (!link || !state) throw badRequest(ResetError.badLink);
      const claimed = await tx.query(
        'UPDATE password_reset SET used_on = $2 WHERE token_hash = $1 AND used_on IS NULL AND ended_on IS NULL AND expires_on > $2 RETURNING token_hash',
        [digest, now],
      );
      if (claimed.length === 0) throw badRequest(ResetError.badLink);
      const userId = link.user_id;
      await tx.query('UPDATE password_reset SET ended_on = $2 WHERE user_id = $1 AND used_on IS NULL AND ended_on IS NULL', [userId, now]);
      await tx.query('UPDATE otp_challenge SET ended_on = $2 WHERE user_id = $1 AND used_on IS NULL AND ended_on IS NULL', [userId, now]);
      await tx.query('UPDATE user_session SET ended_on = $2 WHERE user_id = $1 AND ended_on IS NULL', [userId, now]);
      await tx.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, hash]);
      await clearPasswordFailures(tx, userKeyOf(state.user_name));
      const actor = { actorUserId: userId, actorName: state.user_name };
      await unlockAccount(tx, userId, state, now, actor);
      await recordAudit(tx, { at: now, action: AuditAction.PasswordReset, ...actor, subject: `user:${userId}`, details: {} });
      return { isSuccess: true };
    });
  },
});
