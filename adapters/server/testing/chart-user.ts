import { CHART_USER_NAMES } from '../../../core/session/chart-users.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { Db } from '../store/db.ts';
import { FIXTURE } from './fixture.ts';

/**
 * The charts' allow-listed user (core/session/chart-users.ts), an insurer admin of the fixture
 * insurer. Not part of the fixture itself: sign-in scenarios create a person of that name.
 */
export const CHART_USER = { userName: CHART_USER_NAMES[0], roleName: 'insureradmin', roleId: 9207, insurerId: FIXTURE.insurerId } as const;

/** Adds the chart user with the fixture's password (no one-time code) under `id`; answers its user name. */
export async function addChartUser(db: Db, id = 52): Promise<string> {
  await db.query(
    `INSERT INTO app_user (id, user_name, password_hash, first_name, last_name, email, role_name, role_id, provider_id, insurer_id, features, otp_required, agent_id)
     VALUES ($1, $2, $3, 'charts', 'Tester', 'insurer.charts@fixture.example', $4, $5, NULL, $6, '{}', false, NULL)`,
    [id, CHART_USER.userName, await hashPassword(FIXTURE.password), CHART_USER.roleName, CHART_USER.roleId, CHART_USER.insurerId],
  );
  return CHART_USER.userName;
}
