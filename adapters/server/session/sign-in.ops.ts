import { createHash } from 'node:crypto';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { otpFromRandom, OTP_LENGTH } from '../../../core/session/otp.ts';
import { CODE_FAILURES_PER_DAY } from '../../../core/session/sign-in-limits.ts';
import { maskEmail } from '../../../core/privacy/masks.ts';
import { Channel, MessagePurpose } from '../../../core/messaging/messenger.port.ts';
import { operation } from '../http/operation.ts';
import type { ServerDeps } from '../deps.ts';
import type { Db } from '../store/db.ts';
import { badRequest, errorBody } from '../http/api-error.ts';
import { authenticate as authenticateToken } from '../http/authenticate.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { grantSession } from './sessions.ts';
import { lockStateForUpdate } from './account-lock.ts';
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

/** How a code is stored and compared: SHA-256 of the challenge id and the code. */
export function codeDigest(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('hex');
}

function refused(errorMessage: string) {
  return { isAuthenticated: false, isOtpNeeded: false, isSuccess: false, accessToken: null, errorMessage };
}

/** Opens a session inside the caller's transaction and audits the sign-in with it. */
export async function signedIn(deps: ServerDeps, tx: Db, userId: number, via: 'password' | 'code' | 'handOver', handedOverFrom: string | null = null) {
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
    if (wait > 0) deps.metrics.signInRefused('password', true);
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
      deps.metrics.signInRefused('password', false);
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
        deps.metrics.signInRefused('password', true);
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
