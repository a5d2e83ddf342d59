import { randomBytes, randomInt } from 'node:crypto';

/** Cryptographic randomness for tokens and codes; a port so tests can make it predictable. */
export interface RandomSource {
  /** A URL-safe token with `bytes` bytes of entropy. */
  token(bytes?: number): string;
  /** `count` integers in [0, 10). */
  digits(count: number): number[];
}

export const cryptoRandom: RandomSource = {
  token: (bytes = 32) => randomBytes(bytes).toString('base64url'),
  digits: (count) => Array.from({ length: count }, () => randomInt(0, 10)),
};
