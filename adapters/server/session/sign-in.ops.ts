import { createHash, timingSafeEqual } from 'node:crypto';
import { isOtpExpired, OTP_MAX_ATTEMPTS, otpFromRandom, OTP_LENGTH } from '../../../core/session/otp.ts';
import { maskEmail } from '../../../core/messaging/masking.ts';
import { Channel, MessagePurpose } from '../../../core/messaging/messenger.port.ts';
import { operation } from '../http/operation.ts';
import type { ServerDeps } from '../deps.ts';
import { badRequest } from '../http/api-error.ts';
import { authenticate as authenticateToken } from '../http/authenticate.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { grantSession } from './sessions.ts';

/** Server reasons travel with underscores; the portal shows them with spaces (spec 1 §8). */
export const SignInError = {
  badCredentials: 'Invalid_Username_or_Password',
  badHandOver: 'Invalid_Access_Token_for_this_provider',
  noChallenge: 'Invalid_OTP_request_Please_login_again',
  wrongCode: 'Invalid_OTP',
  expired: 'OTP_Expired_Please_login_again',
  locked: 'OTP_locked_after_5_wrong_attempts_Please_login_again',
  used: 'OTP_already_used_Please_login_again',
} as const;

// Verified against when the username is unknown, so a wrong name costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

function codeDigest(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('hex');
}

function refused(errorMessage: string) {
  return { isAuthenticated: false, isOtpNeeded: false, isSuccess: false, accessToken: null, errorMessage };
}

async function granted(deps: ServerDeps, userId: number) {
  const session = await grantSession(deps, userId);
  return {
    isAuthenticated: true,
    isOtpNeeded: false,
    isSuccess: true,
    accessToken: session.accessToken,
    userId,
    userDetails: session.userDetails,
    hospDetails: session.hospDetails,
    userFeatureHash: session.userFeatureHash,
    errorMessage: null,
  };
}

/** POST provider/Authenticate: password sign-in (with a code when the user needs one), or hand-over. */
export const authenticateOp = operation('authenticate', {
  async handle({ body, deps }) {
    if (body.accessToken !== undefined) {
      if (body.fromOldPortal !== true || body.providerId === undefined) throw badRequest('body must have fromOldPortal true and providerId with accessToken');
      const caller = await authenticateToken(deps.db, body.accessToken, deps.clock.now()).catch(() => undefined);
      if (!caller || !caller.providerIds.includes(body.providerId)) return refused(SignInError.badHandOver);
      return granted(deps, caller.userId);
    }
    if (body.userName === undefined || body.password === undefined) throw badRequest('body must have required property userName and password');

    const [user] = await deps.db.query<{ id: number; password_hash: string; email: string; otp_required: boolean }>(
      'SELECT id, password_hash, email, otp_required FROM app_user WHERE lower(user_name) = lower($1) AND is_active',
      [body.userName.trim()],
    );
    decoyHash ??= hashPassword('decoy-password-never-used');
    const ok = await verifyPassword(user?.password_hash ?? (await decoyHash), body.password);
    if (!user || !ok) return refused(SignInError.badCredentials);
    if (!user.otp_required) return granted(deps, user.id);

    const challengeId = deps.random.token(24);
    const code = otpFromRandom(deps.random.digits(OTP_LENGTH));
    await deps.db.query('INSERT INTO otp_challenge (id, user_id, code_hash, issued_on) VALUES ($1, $2, $3, $4)', [
      challengeId,
      user.id,
      codeDigest(challengeId, code),
      deps.clock.now(),
    ]);
    // Sent outside any transaction: the messenger writes the outbox through its own connection.
    await deps.messenger.send({
      channel: Channel.Email,
      recipient: user.email,
      subject: 'Your one-time code',
      body: `Your one-time code is ${code}. It expires in 5 minutes.`,
      purpose: MessagePurpose.otp,
      userId: user.id,
    });
    return {
      isAuthenticated: false,
      isOtpNeeded: true,
      isSuccess: true,
      accessToken: null,
      otpSentOn: maskEmail(user.email),
      userId: user.id,
      encryptedToken: challengeId,
      errorMessage: null,
    };
  },
});

/** POST provider/verifyOTP: one code, five minutes, five tries, used once. */
export const verifyOtpOp = operation('verifyOtp', {
  async handle({ body, deps }) {
    const now = deps.clock.now();
    const fail = (error: string) => ({ success: false, accessToken: null, error });
    const [challenge] = await deps.db.query<{ code_hash: string; issued_on: Date; attempts: number; used_on: Date | null }>(
      'SELECT code_hash, issued_on, attempts, used_on FROM otp_challenge WHERE id = $1 AND user_id = $2',
      [body.encryptedToken, body.userId],
    );
    if (!challenge) return fail(SignInError.noChallenge);
    if (challenge.used_on) return fail(SignInError.used);
    if (challenge.attempts >= OTP_MAX_ATTEMPTS) return fail(SignInError.locked);
    if (isOtpExpired(new Date(challenge.issued_on), now)) return fail(SignInError.expired);

    const matches = timingSafeEqual(Buffer.from(codeDigest(body.encryptedToken, body.otp)), Buffer.from(challenge.code_hash));
    if (!matches) {
      const [after] = await deps.db.query<{ attempts: number }>(
        'UPDATE otp_challenge SET attempts = attempts + 1 WHERE id = $1 AND used_on IS NULL RETURNING attempts',
        [body.encryptedToken],
      );
      return fail(after && after.attempts >= OTP_MAX_ATTEMPTS ? SignInError.locked : SignInError.wrongCode);
    }
    return deps.db.transaction(async (tx) => {
      const claimed = await tx.query(
        'UPDATE otp_challenge SET used_on = $2 WHERE id = $1 AND used_on IS NULL AND attempts < $3 RETURNING id',
        [body.encryptedToken, now, OTP_MAX_ATTEMPTS],
      );
      if (claimed.length === 0) return fail(SignInError.used);
      const session = await grantSession({ ...deps, db: tx }, body.userId);
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
