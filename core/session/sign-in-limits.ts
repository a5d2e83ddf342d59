/**
 * How hard sign-in pushes back on guessing (ASVS 6.3.1, 6.5.x). The figures live here once; the
 * server keeps the counts in its database, so they hold across restarts and instances.
 */

/** Failed passwords for one username that go through without waiting. */
export const PASSWORD_FREE_FAILURES = 5;
/** A run of failed passwords ends after this many quiet minutes (counted from the end of the last wait). */
export const PASSWORD_FAILURE_WINDOW_MINUTES = 15;
/** The wait after the fifth failure in a run; it doubles with each further failure. */
export const PASSWORD_FIRST_WAIT_SECONDS = 30;
/** The longest wait between two attempts, so an owner is never shut out for more than this. */
export const PASSWORD_MAX_WAIT_SECONDS = 15 * 60;
/** Failed one-time codes an account may have within a rolling day before it locks. */
export const CODE_FAILURES_PER_DAY = 10;
export const CODE_FAILURE_WINDOW_HOURS = 24;
/** Reset-link e-mails one account may receive within a rolling hour. */
export const RESET_MAILS_PER_HOUR = 3;

/** A run of failed passwords for one username (known or not). */
export interface PasswordFailures {
  count: number;
  lastFailedOn: Date;
}

/** The wait imposed after `count` failures in a run: none up to five, then 30 s doubling to 15 min. */
export function waitAfterFailures(count: number): number {
  if (count < PASSWORD_FREE_FAILURES) return 0;
  return Math.min(PASSWORD_FIRST_WAIT_SECONDS * 2 ** (count - PASSWORD_FREE_FAILURES), PASSWORD_MAX_WAIT_SECONDS);
}

/** Whether the run is still going at `now`: fewer than 15 quiet minutes since its wait ended. */
function runIsLive(failures: PasswordFailures, now: Date): boolean {
  const quietSince = failures.lastFailedOn.getTime() + waitAfterFailures(failures.count) * 1000;
  return now.getTime() - quietSince < PASSWORD_FAILURE_WINDOW_MINUTES * 60_000;
}

/** Whole seconds the next password attempt must still wait at `now`; 0 when it may be checked. */
export function passwordWaitSeconds(failures: PasswordFailures | undefined, now: Date): number {
  if (!failures || !runIsLive(failures, now)) return 0;
  const until = failures.lastFailedOn.getTime() + waitAfterFailures(failures.count) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** The run after one more failed password at `now` (a new run when the old one went quiet). */
export function afterPasswordFailure(failures: PasswordFailures | undefined, now: Date): PasswordFailures {
  const count = failures && runIsLive(failures, now) ? failures.count + 1 : 1;
  return { count, lastFailedOn: now };
}

/** The instant from which failed codes still count towards the daily lock (an unlock starts afresh). */
export function codeFailuresCountFrom(now: Date, unlockedOn: Date | null): Date {
  const dayAgo = new Date(now.getTime() - CODE_FAILURE_WINDOW_HOURS * 3_600_000);
  return unlockedOn && unlockedOn > dayAgo ? unlockedOn : dayAgo;
}

/** Whether this many failed codes in the window lock the account. */
export function codeFailuresLock(failedCodes: number): boolean {
  return failedCodes >= CODE_FAILURES_PER_DAY;
}

/** Whether another reset link may be e-mailed, given how many went out in the last hour. */
export function mayMailResetLink(sentInLastHour: number): boolean {
  return sentInLastHour < RESET_MAILS_PER_HOUR;
}

/** The instant from which reset links count towards the hourly cap. */
export function resetMailsCountFrom(now: Date): Date {
  return new Date(now.getTime() - 3_600_000);
}
