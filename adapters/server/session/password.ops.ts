import { maskEmail } from '../../../core/messaging/masking.ts';
import { Channel, MessagePurpose } from '../../../core/messaging/messenger.port.ts';
import { Feature } from '../../../core/session/features.ts';
import { resetPasswordError } from '../../../core/session/password.ts';
import { operation } from '../http/operation.ts';
import type { ServerDeps } from '../deps.ts';
import { badRequest, forbidden, notFound } from '../http/api-error.ts';
import { tokenDigest } from '../http/authenticate.ts';
import { hashPassword } from '../auth/password-hash.ts';

export const ResetError = {
  unknownUser: 'No user found with this username',
  badLink: 'This reset link is invalid or has expired. Please ask for a new one.',
} as const;

/** Issues a single-use, expiring reset link and e-mails it to the user's registered address. */
async function sendResetLink(deps: ServerDeps, userName: string) {
  const [user] = await deps.db.query<{ id: number; user_name: string; email: string }>(
    'SELECT id, user_name, email FROM app_user WHERE lower(user_name) = lower($1) AND is_active',
    [userName.trim()],
  );
  if (!user) throw notFound(ResetError.unknownUser);
  const token = deps.random.token(32);
  const now = deps.clock.now();
  await deps.db.query('INSERT INTO password_reset (token_hash, user_id, issued_on, expires_on) VALUES ($1, $2, $3, $4)', [
    tokenDigest(token),
    user.id,
    now,
    new Date(now.getTime() + deps.config.resetLinkTtlMinutes * 60_000),
  ]);
  const link = `${deps.config.publicUrl}/ResetPassword?resettoken=${token}`;
  await deps.messenger.send({
    channel: Channel.Email,
    recipient: user.email,
    subject: 'Reset your password',
    body: `Open this link to set a new password: ${link} . It works once and expires in ${deps.config.resetLinkTtlMinutes} minutes.`,
    purpose: MessagePurpose.passwordReset,
    userId: user.id,
  });
  return { isSuccess: true, userName: user.user_name, emailId: maskEmail(user.email) };
}

/** POST provider/forgotPassword: anyone may ask for a link for a username. */
export const forgotPasswordOp = operation('forgotPassword', {
  handle: async ({ body, deps }) => sendResetLink(deps, body.username),
});

/** POST provider/resetPassword: the profile menu's reset, for the signed-in user's own account. */
export const resetPasswordFromMenuOp = operation('resetPasswordFromMenu', {
  access: { feature: Feature.RESET_PASSWORD },
  async handle({ body, deps, auth }) {
    const { username } = body;
    if (username.trim().toLowerCase() !== auth.userName.toLowerCase()) throw forbidden();
    return sendResetLink(deps, username);
  },
});

/** POST password/MarketPlaceLogon/ResetPassword: spends the link, sets the password, ends every session. */
export const resetPasswordWithTokenOp = operation('resetPasswordWithToken', {
  async handle({ body, deps }) {
    const b = body as { newPassword: string; retypePassword: string; resetToken: string };
    const problem = resetPasswordError(b.newPassword, b.retypePassword);
    if (problem) throw badRequest(problem);
    const now = deps.clock.now();
    const hash = await hashPassword(b.newPassword);
    return deps.db.transaction(async (tx) => {
      const [link] = await tx.query<{ user_id: number }>(
        `UPDATE password_reset SET used_on = $2 WHERE token_hash = $1 AND used_on IS NULL AND expires_on > $2 RETURNING user_id`,
        [tokenDigest(b.resetToken), now],
      );
      if (!link) throw badRequest(ResetError.badLink);
      await tx.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [link.user_id, hash]);
      await tx.query('UPDATE user_session SET ended_on = $2 WHERE user_id = $1 AND ended_on IS NULL', [link.user_id, now]);
      return { isSuccess: true };
    });
  },
});
