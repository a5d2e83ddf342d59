import { ROLE_IDS, RoleName, entityTypeForRole, isProviderRole } from '../../core/session/roles.ts';
import { SERVICE_LABEL, Service } from '../../core/session/services.ts';
import type { UserDetails } from '../../core/session/user.ts';
import { Feature } from '../../core/session/features.ts';

/** Permissions as an analyst says them, mapped to the feature keys of spec 1 §6 and spec 3 §6. */
export const PERMISSIONS: Readonly<Record<string, Feature>> = {
  'view labs': Feature.VIEW_LABS,
  'view offline consults': Feature.VIEW_OFFLINE,
  'update doctors': Feature.UPDATE_DOCTOR,
  'change doctor status': Feature.UPDATE_DOCTOR_STATUS,
  'view the SPOC list': Feature.VIEW_SPOC_LIST,
  'view SPOC details': Feature.VIEW_SPOC_DETAILS,
  'create SPOCs': Feature.CREATE_SPOC,
  'edit SPOC details': Feature.EDIT_SPOC_DETAILS,
  'change SPOC status': Feature.UPDATE_SPOC_STATUS,
  'reset passwords': Feature.RESET_PASSWORD,
};

/** "view labs, update doctors" or "sign in only" -> feature keys. */
export function permissionsFrom(text: string): Feature[] {
  if (text.trim() === 'sign in only') return [];
  return text.split(/\s*,\s*|\s+and\s+/).map((phrase) => {
    const feature = PERMISSIONS[phrase];
    if (!feature) throw new Error(`unknown permission "${phrase}"; known: ${Object.keys(PERMISSIONS).join(', ')}`);
    return feature;
  });
}

/** "Labs", "In-Clinic Consultation", "Labs and In-Clinic Consultation" or "no service" -> services. */
export function servicesFrom(text: string): Service[] {
  if (text.trim() === 'no service') return [];
  const byLabel = new Map(Object.entries(SERVICE_LABEL).map(([service, label]) => [label, service as Service]));
  return text.split(/\s+and\s+/).map((label) => {
    const service = byLabel.get(label);
    if (!service) throw new Error(`unknown service "${label}"; known: ${[...byLabel.keys()].join(', ')}`);
    return service;
  });
}

/** "dcadmin" -> the role name, checked against the catalogue. */
export function roleFrom(text: string): RoleName {
  if (!(Object.values(RoleName) as string[]).includes(text)) throw new Error(`unknown role "${text}"`);
  return text as RoleName;
}

let nextUserId = 100;

/** The stored user details of a person in a scenario, with plausible values for what it does not name. */
export function userDetails(firstName: string, role: RoleName, userName: string, features: readonly Feature[] = []): UserDetails {
  const roleId = ROLE_IDS[role][0];
  const provider = isProviderRole(role);
  const userId = nextUserId++;
  return {
    firstName,
    lastName: 'Demo',
    userName,
    userEmail: `${firstName.toLowerCase()}@demo.example`,
    userId,
    providerId: provider ? 101 : null,
    parentId: null,
    entityType: entityTypeForRole(role),
    entityName: provider ? 'Lab Pune' : 'Demo Insurance',
    entityId: provider ? 101 : 9001,
    role,
    roleId,
    corporateIDs: provider ? [] : [7001],
    parentProvider: { isParent: false, childEntities: {} },
    selectedProviders: [],
    properties: role === RoleName.insureragent ? { AgentId: `AG-${userId}` } : {},
    rolesFeatures: { roles: [{ roleId, roleName: role }], features: features.map((featureName) => ({ featureName })) },
  };
}
