import type { Db } from '../store/db.ts';

/** The newest one-time code e-mailed to a user, read from the outbox as a developer reads the log. */
export async function latestOneTimeCode(db: Db, userName: string): Promise<string> {
  const [row] = await db.query<{ body: string }>(
    `SELECT o.body FROM outbox o JOIN app_user u ON u.id = o.user_id
      WHERE lower(u.user_name) = lower($1) AND o.purpose = 'otp' ORDER BY o.id DESC LIMIT 1`,
    [userName],
  );
  const code = row?.body.match(/\b(\d{5})\b/)?.[1];
  if (!code) throw new Error(`no one-time code in the outbox for ${userName}`);
  return code;
}
