import { createHash, timingSafeEqual } from 'node:crypto';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { isOtpExpired, OTP_MAX_ATTEMPTS, otpFromRandom, OTP_LENGTH } from '../../../core/session/otp.ts';
import { CODE_FAILURES_PER_DAY } from '../../../core/session/sign-in-limits.ts';
import { maskEmail } from '../../../core/messaging/masking.ts';
import { Channel, MessagePurpose } from '../../../core/messaging/messenger.port.ts';
import { operation } from '../http/operation.ts';
import type { ServerDeps } from '../deps.ts';
import type { Db } from '../store/db.ts';
import { badRequest, errorBody } from '../http/api-error.ts';
import { authenticate as authenticateToken } from '../http/authenticate.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { grantSession } from './sessions.ts';
import { lockAfterCodeFailures, lockStateForUpdate } from './account-lock.ts';
import { admitPasswordAttempt, clearPasswordFailures, pruneQuietRuns, userKeyOf } from './password-failures.ts';

/** Server reasons travel with underscores; the portal shows them with spaces (spec 1 §8). */
export const SignInError = {
  badCredentials: 'Invalid_Username_or_Password',
  badHandOver: 'Invalid_Access_Token_for_this_provider',
  noChallenge: 'Invalid_OTP_request_Please_login_again',
  wrongCode: 'Invalid_OTP',
  expired: 'OTP_Expired_Please_login_again',
  locked: 'OTP_locked_after_5_wrong_attempts_Please_login_again',
  used: 'OTP_already_used_Please_login_again',
  accountLocked: `Account_locked_after_${CODE_FAILURES_PER_DAY}_wrong_codes_Please_reset_your_password_or_ask_your_administrator`,
} as const;

/** The refusal of a password attempt that must wait (answered 429 with Retry-After). */
export function tooManyAttempts(seconds: number): string {
  return `Too_many_failed_attempts_Please_try_again_in_${seconds}_seconds`;
}

// Verified against when the username is unknown, so a wrong name costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

function codeDigest(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('hex');
}

function refused(errorMessage: string) {
  return { isAuthenticated: false, isOtpNeeded: false, isSuccess: false, accessToken: null, errorMessage };
}

/** Opens a session inside the caller's transaction and audits the sign-in with it. */
async function signedIn(deps: ServerDeps, tx: Db, userId: number, via: 'password' | 'code' | 'handOver', handedOverFrom: string | null = null) {
  const session = await grantSession({ ...deps, db: tx }, userId, handedOverFrom);
  await recordAudit(tx, {
    at: deps.clock.now(),
    action: AuditAction.SignedIn,
    actorUserId: userId,
    actorName: session.userDetails.userName,
    subject: `user:${userId}`,
    details: { via },
  });
  return session;
}

function grantedAnswer(userId: number, session: Awaited<ReturnType<typeof grantSession>>) {
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

/** Hand-over from the older portal: a live token of a user whose provider tree holds the provider. */
async function handOver(deps: ServerDeps, token: string, providerId: number) {
  const now = deps.clock.now();
  const caller = await authenticateToken(deps.db, token, now).catch(() => undefined);
  if (!caller || !caller.providerIds.includes(providerId)) {
    await recordAudit(deps.db, {
      at: now,
      action: AuditAction.SignInRefused,
      actorUserId: caller?.userId ?? null,
      actorName: caller?.userName ?? '',
      subject: caller ? `user:${caller.userId}` : '',
      details: { reason: SignInError.badHandOver, providerId },
    });
    return refused(SignInError.badHandOver);
  }
  const session = await deps.db.transaction((tx) => signedIn(deps, tx, caller.userId, 'handOver', caller.tokenHash));
  return grantedAnswer(caller.userId, session);
}

/** POST provider/Authenticate: password sign-in (with a code when the user needs one), or hand-over. */
export const authenticateOp = operation('authenticate', {
  async handle({ body, deps, reply }) {
    if (body.accessToken !== undefined) {
      if (body.fromOldPortal !== true || body.providerId === undefined) throw badRequest('body must have fromOldPortal true and providerId with accessToken');
      return handOver(deps, body.accessToken, body.providerId);
    }
    if (body.userName === undefined || body.password === undefined) throw badRequest('body must have required property userName and password');

    // The wait is decided from the typed name alone, before any lookup, so a known and an unknown
    // name get the same answer in the same time; the refusal is immediate, nothing sleeps.
    const now = deps.clock.now();
    const typedName = body.userName.trim();
    const userKey = userKeyOf(typedName);
    const wait = await admitPasswordAttempt(deps.db, typedName, now);
    if (wait > 0) return reply.status(429).header('retry-after', String(wait)).send(errorBody(tooManyAttempts(wait)));

    const [user] = await deps.db.query<{ id: number; password_hash: string; email: string; otp_required: boolean }>(
      'SELECT id, password_hash, email, otp_required FROM app_user WHERE lower(user_name) = lower($1) AND is_active',
      [typedName],
    );
    decoyHash ??= hashPassword('decoy-password-never-used');
    const ok = await verifyPassword(user?.password_hash ?? (await decoyHash), body.password);
    if (!user || !ok) {
      await recordAudit(deps.db, {
        at: now,
        action: AuditAction.SignInRefused,
        actorUserId: user?.id ?? null,
        actorName: typedName,
        subject: user ? `user:${user.id}` : '',
        details: { reason: SignInError.badCredentials },
      });
      await pruneQuietRuns(deps.db, now);
      return refused(SignInError.badCredentials);
    }

    const challengeId = deps.random.token(24);
    const code = otpFromRandom(deps.random.digits(OTP_LENGTH));
    const outcome = await deps.db.transaction(async (tx) => {
      // The user's row lock makes simultaneous sign-ins of one account queue: one live challenge.
      const state = await lockStateForUpdate(tx, user.id);
      if (!state) return refused(SignInError.badCredentials);
      await clearPasswordFailures(tx, userKey);
      if (state.locked_on) {
        await recordAudit(tx, {
          at: now,
          action: AuditAction.SignInRefused,
          actorUserId: user.id,
          actorName: state.user_name,
          subject: `user:${user.id}`,
          details: { reason: SignInError.accountLocked },
        });
        return refused(SignInError.accountLocked);
      }
      if (!user.otp_required) return grantedAnswer(user.id, await signedIn(deps, tx, user.id, 'password'));
      await tx.query('UPDATE otp_challenge SET ended_on = $2 WHERE user_id = $1 AND used_on IS NULL AND ended_on IS NULL', [user.id, now]);
      await tx.query('INSERT INTO otp_challenge (id, user_id, code_hash, issued_on) VALUES ($1, $2, $3, $4)', [challengeId, user.id, codeDigest(challengeId, code), now]);
      return undefined;
    });
    if (outcome) return outcome;
    // Sent after the commit: the messenger writes the outbox through its own connection.
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
