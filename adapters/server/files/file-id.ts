import { cryptoRandom, type RandomSource } from '../random.ts';

/**
 * A new file identifier: 'f' and 144 random bits, URL-safe. File ids travel in links and zips, so
 * they must not be guessable from one another or from the request they belong to.
 */
export function fileId(random: RandomSource = cryptoRandom): string {
  return `f${random.token(18)}`;
}
