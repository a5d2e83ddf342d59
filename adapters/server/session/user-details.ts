import { createHash } from 'node:crypto';
import { entityTypeForRole, isProviderRole, type RoleName } from '../../../core/session/roles.ts';
import type { RolesFeatures, UserDetails } from '../../../core/session/user.ts';
import type { HospDetails } from '../../../core/session/session.ts';
import type { Db } from '../store/db.ts';
import type { UserLanguage } from '../../../core/session/language.ts';
import { ASSIGNED_CONTRACTS } from '../../../core/esales/bulk-form.ts';

interface UserRow {
  id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string;
  role_name: RoleName;
  role_id: number;
  provider_id: number | null;
  insurer_id: number | null;
  agent_id: string | null;
  assigned_contracts: number[];
  features: string[];
  profile_version: number;
  entity_name: string;
  entity_address: string;
  parent_id: number | null;
  children: { id: number; name: string }[] | null;
  corporate_ids: number[] | null;
  language: UserLanguage;
  create_order: boolean | null;
}

export interface LoadedUser {
  userDetails: UserDetails;
  hospDetails: HospDetails;
  userFeatureHash: string;
  email: string;
}

/**
 * A hash of what the user may do (role, features, profile version). The portal sends it back;
 * a different value means an admin changed the profile since sign-in.
 */
export function userFeatureHash(roleId: number, features: readonly string[], profileVersion: number): string {
  return createHash('sha256').update(`${roleId}|${[...features].sort().join(',')}|${profileVersion}`).digest('hex').slice(0, 32);
}

/** Everything the portal stores about a user after sign-in, read fresh from the database. */
export async function loadUser(db: Db, userId: number): Promise<LoadedUser | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT u.id, u.user_name, u.first_name, u.last_name, u.email, u.role_name, u.role_id, u.provider_id, u.insurer_id,
            u.agent_id, u.assigned_contracts, u.features, u.profile_version, u.language,
            COALESCE(p.name, i.name) AS entity_name, p.create_order, COALESCE(p.address, i.address) AS entity_address, p.parent_id,
            (SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.id) FROM provider c WHERE c.parent_id = p.id) AS children,
            (SELECT array_agg(k.id ORDER BY k.id) FROM corporate k WHERE k.insurer_id = u.insurer_id) AS corporate_ids
       FROM app_user u
       LEFT JOIN provider p ON p.id = u.provider_id
       LEFT JOIN insurer i ON i.id = u.insurer_id
      WHERE u.id = $1 AND u.is_active`,
    [userId],
  );
  if (!row) return undefined;
  const children = row.children ?? [];
  const rolesFeatures: RolesFeatures = {
    roles: [{ roleId: row.role_id, roleName: row.role_name }],
    features: row.features.map((featureName) => ({ featureName })),
  };
  const entityId = (row.provider_id ?? row.insurer_id) as number;
  const userDetails: UserDetails = {
    firstName: row.first_name,
    lastName: row.last_name,
    userName: row.user_name,
    userEmail: row.email,
    userId: row.id,
    providerId: row.provider_id,
    parentId: row.parent_id,
    entityType: entityTypeForRole(row.role_name),
    entityName: row.entity_name,
    entityId,
    role: row.role_name,
    roleId: row.role_id,
    corporateIDs: row.corporate_ids ?? [],
    parentProvider: {
      isParent: isProviderRole(row.role_name) && children.length > 0,
      childEntities: Object.fromEntries(children.map((c) => [String(c.id), c.name])),
    },
    // A parent provider's lists start with every child chosen.
    selectedProviders: children.map((c) => c.id),
    properties: {
      ...(row.agent_id ? { AgentId: row.agent_id } : {}),
      ...(row.assigned_contracts.length > 0 ? { [ASSIGNED_CONTRACTS]: row.assigned_contracts.join(',') } : {}),
    },
    rolesFeatures,
    mayCreateOrder: row.create_order === true,
    language: row.language,
  };
  return {
    userDetails,
    hospDetails: { hospName: row.entity_name, address: row.entity_address },
    userFeatureHash: userFeatureHash(row.role_id, row.features, row.profile_version),
    email: row.email,
  };
}
