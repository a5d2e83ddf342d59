/** One-time code rules (spec 1 §5, §9; the lifetime and lock are the foundation issue's). */
export const OTP_LENGTH = 5;
export const OTP_TTL_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;

/** What one of the five boxes accepts from a keystroke or paste: its last digit, or nothing. */
export function otpBoxValue(input: string): string {
  const digits = input.replace(/\D+/g, '');
  return digits.slice(-1);
}

/** A complete code: exactly five digits. */
export function isCompleteOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

/** The verify button is enabled only for a complete code that is not marked wrong and not being sent. */
export function canVerifyOtp(code: string, markedWrong: boolean, submitting: boolean): boolean {
  return isCompleteOtp(code) && !markedWrong && !submitting;
}

/** Turns five random integers (any range) into a code, so randomness stays a port's job. */
export function otpFromRandom(randomInts: readonly number[]): string {
  if (randomInts.length < OTP_LENGTH) throw new RangeError(`need ${OTP_LENGTH} random integers`);
  return randomInts
    .slice(0, OTP_LENGTH)
    .map((n) => String(Math.abs(Math.trunc(n)) % 10))
    .join('');
}

/** Whether a code issued at `issuedAt` may still be used at `now`. */
export function isOtpExpired(issuedAt: Date, now: Date): boolean {
  return now.getTime() - issuedAt.getTime() > OTP_TTL_MINUTES * 60_000;
}
