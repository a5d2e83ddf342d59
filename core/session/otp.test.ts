import { describe, expect, it } from 'vitest';
import {
  canVerifyOtp,
  isCompleteOtp,
  isOtpExpired,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  otpBoxValue,
  otpFromRandom,
} from './otp.ts';

const issuedAt = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('code constants', () => {
  it('uses five digits, five minutes and five attempts', () => {
    expect(OTP_LENGTH).toBe(5);
    expect(OTP_TTL_MINUTES).toBe(5);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
  });
});

describe('otpBoxValue', () => {
  it('keeps only the last digit typed or pasted into a box', () => {
    expect(otpBoxValue('7')).toBe('7');
    expect(otpBoxValue('a7')).toBe('7');
    expect(otpBoxValue('7a')).toBe('7');
    expect(otpBoxValue('12')).toBe('2');
    expect(otpBoxValue('4 5')).toBe('5');
    expect(otpBoxValue('0')).toBe('0');
    expect(otpBoxValue('a')).toBe('');
    expect(otpBoxValue('-')).toBe('');
    expect(otpBoxValue('')).toBe('');
  });
});

describe('isCompleteOtp', () => {
  it('accepts exactly five digits', () => {
    expect(isCompleteOtp('12345')).toBe(true);
    expect(isCompleteOtp('00000')).toBe(true);
    expect(isCompleteOtp('1234')).toBe(false);
    expect(isCompleteOtp('123456')).toBe(false);
    expect(isCompleteOtp('1234a')).toBe(false);
    expect(isCompleteOtp(' 1234')).toBe(false);
    expect(isCompleteOtp('12345\n')).toBe(false);
    expect(isCompleteOtp('')).toBe(false);
  });
});

describe('canVerifyOtp', () => {
  it('enables verify only for a complete code, not marked wrong, not being sent', () => {
    expect(canVerifyOtp('12345', false, false)).toBe(true);
    expect(canVerifyOtp('1234', false, false)).toBe(false);
    expect(canVerifyOtp('12345', true, false)).toBe(false);
    expect(canVerifyOtp('12345', false, true)).toBe(false);
    expect(canVerifyOtp('12a45', false, false)).toBe(false);
    expect(canVerifyOtp('', false, false)).toBe(false);
  });
});

describe('otpFromRandom', () => {
  it('turns random integers into five digits', () => {
    expect(otpFromRandom([1, 2, 3, 4, 5])).toBe('12345');
    expect(otpFromRandom([10, 21, 32, 43, 54, 99])).toBe('01234');
    expect(otpFromRandom([-7, 4294967295, 9.9, 0, 18])).toBe('75908');
    expect(isCompleteOtp(otpFromRandom([123456789, 987654321, 5, 55, 555]))).toBe(true);
  });

  it('refuses fewer than five integers', () => {
    expect(() => otpFromRandom([1, 2, 3, 4])).toThrow(RangeError);
    expect(() => otpFromRandom([])).toThrow('need 5 random integers');
  });
});

describe('isOtpExpired', () => {
  it('lets a code live five minutes to the millisecond', () => {
    expect(isOtpExpired(issuedAt, at(0))).toBe(false);
    expect(isOtpExpired(issuedAt, at(4 * 60_000))).toBe(false);
    expect(isOtpExpired(issuedAt, at(5 * 60_000))).toBe(false);
    expect(isOtpExpired(issuedAt, at(5 * 60_000 + 1))).toBe(true);
    expect(isOtpExpired(issuedAt, at(60 * 60_000))).toBe(true);
  });
});
