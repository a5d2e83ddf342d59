/** Role names as they prefix routes, with the role ids the sign-in answers carry (spec 1 §6). */
export const RoleName = {
  dcadmin: 'dcadmin',
  dcoperations: 'dcoperations',
  insureradmin: 'insureradmin',
  insureragent: 'insureragent',
  insurerbranch: 'insurerbranch',
  mareport: 'mareport',
  insurercallCentre: 'insurercallCentre',
} as const;
export type RoleName = (typeof RoleName)[keyof typeof RoleName];

/** Role ids per role name; dcoperations has two. */
export const ROLE_IDS: Readonly<Record<RoleName, readonly number[]>> = {
  dcadmin: [5432],
  dcoperations: [5433, 5434],
  insureradmin: [9207],
  insureragent: [9211],
  insurerbranch: [9214],
  mareport: [9217],
  insurercallCentre: [9219],
};

/** The diagnostic-centre login; hides the client onsite location on the history page. */
export const DC_ADMIN_ROLE_ID = 5432;
/** The insurer agent, who lands on the e-sales queue. */
export const INSURER_AGENT_ROLE_ID = 9211;

/** The role name for a role id, or undefined for an id outside the catalogue. */
export function roleNameForId(roleId: number): RoleName | undefined {
  for (const [name, ids] of Object.entries(ROLE_IDS) as [RoleName, readonly number[]][]) {
    if (ids.includes(roleId)) return name;
  }
  return undefined;
}

export const EntityType = { DC: 'DC', Insurer: 'Insurer' } as const;
export type EntityType = (typeof EntityType)[keyof typeof EntityType];

/** Provider-side roles work a provider's requests; the rest work an insurer's corporates. */
export function isProviderRole(role: RoleName): boolean {
  return role === RoleName.dcadmin || role === RoleName.dcoperations;
}

export function entityTypeForRole(role: RoleName): EntityType {
  return isProviderRole(role) ? EntityType.DC : EntityType.Insurer;
}

/** Every role id a route guard permits: the whole catalogue (the spec leaves the list open). */
export const PERMITTED_ROLE_IDS: readonly number[] = Object.values(ROLE_IDS).flat();

/** Every role of the catalogue, provider roles first. */
export const ALL_ROLES: readonly RoleName[] = Object.values(RoleName);
/** The roles that work a lab's requests (the lab desk, the lab side of the server). */
export const LAB_ROLES: readonly RoleName[] = ALL_ROLES.filter(isProviderRole);
/** The roles that work an insurer's requests. */
export const INSURER_ROLES: readonly RoleName[] = ALL_ROLES.filter((r) => !isProviderRole(r));

export function isRoleName(value: string | undefined | null): value is RoleName {
  return typeof value === 'string' && (ALL_ROLES as readonly string[]).includes(value);
}
