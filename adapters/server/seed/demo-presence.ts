import type { Db } from '../store/db.ts';
import { DEMO } from './demo-ids.ts';

/** Whether any demo user can sign in here: their password is published in the README. */
export async function demoUsersPresent(db: Db): Promise<boolean> {
  const names = Object.values(DEMO.users).map((u) => u.userName.toLowerCase());
  const rows = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM app_user WHERE lower(user_name) = ANY($1) AND is_active) AS found', [names]);
  return rows[0]?.found ?? false;
}
