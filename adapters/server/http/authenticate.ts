import { createHash } from 'node:crypto';
import type { Db } from '../store/db.ts';
import type { AuthContext } from './auth-context.ts';
import { invalidToken } from './api-error.ts';

/** Tokens are stored only as SHA-256 digests, so a leaked table grants nothing. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface SessionRow {
  user_id: number;
  user_name: string;
  role_name: string;
  role_id: number;
  features: string[];
  read_only: boolean;
  profile_version: number;
  session_version: number;
  provider_id: number | null;
  insurer_id: number | null;
  provider_ids: number[] | null;
  create_order: boolean | null;
  corporate_ids: number[] | null;
}

/** The caller behind an access token, or the spec's 'Invalid Access Token' refusal. */
export async function authenticate(db: Db, token: string | undefined, now: Date): Promise<AuthContext> {
  if (!token || token.length > 200) throw invalidToken();
  const hash = tokenDigest(token);
  const [row] = await db.query<SessionRow>(
    `SELECT u.id AS user_id, u.user_name, u.role_name, u.role_id, u.features, u.read_only, u.profile_version,
            s.profile_version AS session_version, u.provider_id, u.insurer_id,
            CASE WHEN u.provider_id IS NULL THEN NULL ELSE
              (SELECT array_agg(p.id ORDER BY p.id) FROM provider p WHERE p.id = u.provider_id OR p.parent_id = u.provider_id) END AS provider_ids,
            (SELECT p.create_order FROM provider p WHERE p.id = u.provider_id) AS create_order,
            CASE WHEN u.insurer_id IS NULL THEN NULL ELSE
              (SELECT array_agg(c.id ORDER BY c.id) FROM corporate c WHERE c.insurer_id = u.insurer_id) END AS corporate_ids
       FROM user_session s JOIN app_user u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.ended_on IS NULL AND s.expires_on > $2 AND u.is_active`,
    [hash, now],
    // Every call runs it: equalities on keys, one good plan for any token.
    { reusePlan: true },
  );
  if (!row) throw invalidToken();
  return {
    tokenHash: hash,
    userId: row.user_id,
    userName: row.user_name,
    roleName: row.role_name as AuthContext['roleName'],
    roleId: row.role_id,
    features: row.features,
    readOnly: row.read_only,
    profileVersion: row.profile_version,
    sessionProfileVersion: row.session_version,
    providerId: row.provider_id,
    providerIds: row.provider_ids ?? [],
    mayCreateOrder: row.create_order === true,
    insurerId: row.insurer_id,
    corporateIds: row.corporate_ids ?? [],
  };
}
