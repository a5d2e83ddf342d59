import type { RoleName } from '../../core/session/roles.ts';
import { ROLE_IDS } from '../../core/session/roles.ts';
import type { Service } from '../../core/session/services.ts';
import type { Session } from '../../core/session/session.ts';
import type { UserDetails } from '../../core/session/user.ts';

/** A signed-in session for view tests: a role, its features and services, and any user field to change. */
export function sessionFor(
  role: RoleName,
  options: { userName?: string; features?: string[]; services?: Service[]; selected?: Service; user?: Partial<UserDetails> } = {},
): Session {
  const roleId = ROLE_IDS[role][0];
  const provider = role === 'dcadmin' || role === 'dcoperations';
  const services = options.services ?? ['LABS'];
  return {
    accessToken: `token-${role}`,
    userFeatureHash: 'hash',
    user: {
      firstName: 'Asha',
      lastName: 'Rao',
      userName: options.userName ?? role,
      userEmail: 'asha@example.in',
      userId: 7,
      providerId: provider ? 100 : null,
      parentId: null,
      entityType: provider ? 'DC' : 'Insurer',
      entityName: provider ? 'City Diagnostics' : 'Star Insurance',
      entityId: provider ? 100 : 900,
      role,
      roleId,
      corporateIDs: provider ? [] : [900],
      parentProvider: { isParent: false, childEntities: {} },
      selectedProviders: [],
      properties: {},
      rolesFeatures: { roles: [{ roleId, roleName: role }], features: (options.features ?? []).map((featureName) => ({ featureName })) },
      ...options.user,
    },
    hosp: { hospName: provider ? 'City Diagnostics' : 'Star Insurance', address: '12 MG Road, Pune' },
    validServices: services,
    serviceSelected: options.selected ?? services[0],
  };
}

/** The offline-consult features the demo clinic admin holds. */
export const ALL_OFFLINE_FEATURES = [
  'VIEW_OFFLINE', 'UPDATE_DOCTOR', 'UPDATE_DOCTOR_STATUS', 'VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS', 'RESET_PASSWORD',
];
