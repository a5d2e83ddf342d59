import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db.ts';

/** The shortest URL_SIGNING_SECRET the server accepts: 32 characters (a short one can be guessed). */
export const MIN_SIGNING_SECRET_LENGTH = 32;

/**
 * The key that signs file links: URL_SIGNING_SECRET when set, otherwise one made at the first start
 * (32 random bytes) and kept in the database (under DATA_DIR with the embedded one), so links
 * survive a restart and every instance on the database agrees. An in-memory database makes a new
 * one per process. The first instance to insert wins; the others read its value.
 */
export async function urlSigningSecret(db: Db, configured: string | undefined, now: Date): Promise<string> {
  if (configured !== undefined) {
    if (configured.length < MIN_SIGNING_SECRET_LENGTH) {
      throw new Error(`URL_SIGNING_SECRET must be at least ${MIN_SIGNING_SECRET_LENGTH} characters; unset it to let the server make one`);
    }
    return configured;
  }
  await db.query(`INSERT INTO server_secret (name, value, created_on) VALUES ('url_signing', $1, $2) ON CONFLICT (name) DO NOTHING`, [
    randomBytes(32).toString('base64url'),
    now,
  ]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM server_secret WHERE name = 'url_signing'`);
  return row.value;
}
