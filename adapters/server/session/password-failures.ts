import { AuditAction } from '../../../core/audit/audit-action.ts';
import { afterPasswordFailure, passwordWaitSeconds, type PasswordFailures } from '../../../core/session/sign-in-limits.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Db } from '../store/db.ts';

/** The key a run of failed passwords is kept under: the name as typed, trimmed, in lower case. */
export function userKeyOf(typedName: string): string {
  return typedName.trim().toLowerCase();
}

/**
 * Admits one password attempt for a typed username, or answers (and audits) the seconds it must
 * still wait. An admitted attempt is counted as failed before the password is checked (a right
 * one clears the run), so simultaneous guesses queue on the run's row and no more than the limit
 * get checked. Nothing here looks the name up: known and unknown names take the same path.
 */
export async function admitPasswordAttempt(db: Db, typedName: string, now: Date): Promise<number> {
  const userKey = userKeyOf(typedName);
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO password_failure_run (user_key, failures, last_failed_on) VALUES ($1, 0, $2) ON CONFLICT (user_key) DO NOTHING', [userKey, now]);
    const [row] = await tx.query<{ failures: number; last_failed_on: Date }>(
      'SELECT failures, last_failed_on FROM password_failure_run WHERE user_key = $1 FOR UPDATE',
      [userKey],
    );
    const run: PasswordFailures | undefined = row.failures > 0 ? { count: row.failures, lastFailedOn: new Date(row.last_failed_on) } : undefined;
    const wait = passwordWaitSeconds(run, now);
    if (wait > 0) {
      await recordAudit(tx, { at: now, action: AuditAction.SignInThrottled, actorUserId: null, actorName: typedName, subject: '', details: { waitSeconds: wait } });
      return wait;
    }
    const next = afterPasswordFailure(run, now);
    await tx.query('UPDATE password_failure_run SET failures = $2, last_failed_on = $3 WHERE user_key = $1', [userKey, next.count, next.lastFailedOn]);
    return 0;
  });
}

/** A right password (or a reset) ends the run. */
export async function clearPasswordFailures(db: Db, userKey: string): Promise<void> {
  await db.query('DELETE FROM password_failure_run WHERE user_key = $1', [userKey]);
}

/** Forgets runs that have been quiet for a day, so guessed names do not pile up. */
export async function pruneQuietRuns(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM password_failure_run WHERE last_failed_on < $1', [new Date(now.getTime() - 86_400_000)]);
}
