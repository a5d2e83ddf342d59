import { timingSafeEqual } from 'node:crypto';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { isOtpExpired, OTP_MAX_ATTEMPTS } from '../../../core/session/otp.ts';
import { operation } from '../http/operation.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockAfterCodeFailures, lockStateForUpdate } from './account-lock.ts';
import { codeDigest, SignInError, signedIn } from './sign-in.ops.ts';

/**
 * POST provider/verifyOTP: one code, five minutes, five tries, used once, and only the newest
 * challenge of the user; ten failed codes in a day lock the account. Checked under the user's row
 * lock, so simultaneous guesses are counted one after another.
 */
export const verifyOtpOp = operation('verifyOtp', {
  async handle({ body, deps }) {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const state = await lockStateForUpdate(tx, body.userId);
      const [challenge] = await tx.query<{ code_hash: string; issued_on: Date; attempts: number; used_on: Date | null; ended_on: Date | null }>(
        'SELECT code_hash, issued_on, attempts, used_on, ended_on FROM otp_challenge WHERE id = $1 AND user_id = $2',
        [body.encryptedToken, body.userId],
      );
      const fail = async (error: string) => {
        await recordAudit(tx, {
          at: now,
          action: AuditAction.CodeRefused,
          actorUserId: state ? body.userId : null,
          actorName: state?.user_name ?? '',
          subject: state ? `user:${body.userId}` : '',
          details: { reason: error },
        });
        deps.metrics.signInRefused('code', error === SignInError.accountLocked || error === SignInError.locked);
        return { success: false, accessToken: null, error };
      };
      if (!state || !challenge) return fail(SignInError.noChallenge);
      if (state.locked_on) return fail(SignInError.accountLocked);
      if (challenge.used_on) return fail(SignInError.used);
      if (challenge.attempts >= OTP_MAX_ATTEMPTS) return fail(SignInError.locked);
      // A challenge ended by a newer one reads as expired: the newer code is the one to use.
      if (challenge.ended_on || isOtpExpired(new Date(challenge.issued_on), now)) return fail(SignInError.expired);

      const matches = timingSafeEqual(Buffer.from(codeDigest(body.encryptedToken, body.otp)), Buffer.from(challenge.code_hash));
      if (!matches) {
        await tx.query('UPDATE otp_challenge SET attempts = attempts + 1 WHERE id = $1', [body.encryptedToken]);
        if (await lockAfterCodeFailures(tx, body.userId, state, now)) return fail(SignInError.accountLocked);
        return fail(challenge.attempts + 1 >= OTP_MAX_ATTEMPTS ? SignInError.locked : SignInError.wrongCode);
      }
      await tx.query('UPDATE otp_challenge SET used_on = $2 WHERE id = $1', [body.encryptedToken, now]);
      const session = await signedIn(deps, tx, body.userId, 'code');
      return {
        success: true,
        accessToken: session.accessToken,
        userDetails: session.userDetails,
        hospDetails: session.hospDetails,
        userFeatureHash: session.userFeatureHash,
        error: null,
      };
    });
  },
});
