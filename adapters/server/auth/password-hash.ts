import { hash, verify } from '@node-rs/argon2';

// Argon2id with 19 MiB and 2 passes: OWASP's minimum for a memory-hard password hash, and quick
// enough (tens of ms) that seeding and sign-in stay fast on two cores.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A self-describing argon2id hash of a password, salt included. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** Whether a password matches a stored hash; a malformed hash never matches. */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
