import { AuditAction, type AuditEvent } from '../../../core/audit/audit-action.ts';
import { codeFailuresCountFrom, codeFailuresLock } from '../../../core/session/sign-in-limits.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Db } from '../store/db.ts';

/** What the code checks read of a user, under the user's row lock. */
export interface LockState {
  user_name: string;
  locked_on: Date | null;
  unlocked_on: Date | null;
}

/** Reads a user's lock state and holds the row until the transaction ends, so checks on one account queue. */
export async function lockStateForUpdate(tx: Db, userId: number): Promise<LockState | undefined> {
  const [row] = await tx.query<LockState>('SELECT user_name, locked_on, unlocked_on FROM app_user WHERE id = $1 AND is_active FOR UPDATE', [userId]);
  return row;
}

/** Locks the account when its failed codes in the window reach the daily limit; true when it did. */
export async function lockAfterCodeFailures(tx: Db, userId: number, state: LockState, now: Date): Promise<boolean> {
  const [row] = await tx.query<{ failed: number }>(
    'SELECT coalesce(sum(attempts), 0)::int AS failed FROM otp_challenge WHERE user_id = $1 AND issued_on >= $2',
    [userId, codeFailuresCountFrom(now, state.unlocked_on ? new Date(state.unlocked_on) : null)],
  );
  if (!codeFailuresLock(row.failed)) return false;
  await tx.query('UPDATE app_user SET locked_on = $2 WHERE id = $1', [userId, now]);
  await recordAudit(tx, { at: now, action: AuditAction.AccountLocked, actorUserId: userId, actorName: state.user_name, subject: `user:${userId}`, details: { failedCodes: row.failed } });
  return true;
}

/**
 * Unlocks an account (a used reset link, or an admin) and starts its count of failed codes
 * afresh; audited only when it was locked.
 */
export async function unlockAccount(tx: Db, userId: number, state: LockState, now: Date, by: Pick<AuditEvent, 'actorUserId' | 'actorName'>): Promise<void> {
  await tx.query('UPDATE app_user SET locked_on = NULL, unlocked_on = $2 WHERE id = $1', [userId, now]);
  if (state.locked_on) {
    await recordAudit(tx, { at: now, action: AuditAction.AccountUnlocked, ...by, subject: `user:${userId}`, details: { lockedOn: new Date(state.locked_on).toISOString() } });
  }
}
