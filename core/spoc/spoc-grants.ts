import { ACCESS_LEVELS, SPOC_SERVICES, accessLevelOf, parseSpocRole, spocCoverage, type AccessLevel, type SpocService } from './spoc-roles.ts';

/**
 * How strong a level is: admin above editor above viewer. ACCESS_LEVELS lists them strongest
 * first, so a lower index is a stronger level.
 */
const rank = (level: AccessLevel) => ACCESS_LEVELS.length - ACCESS_LEVELS.indexOf(level);

/**
 * Whether a user holding `holderRoles` may grant one SPOC role: its level is no stronger than the
 * holder's own, and a service role is of a service the holder covers. Without this an admin of
 * offline consults could make a Labs admin, who would then read the lab desk (issue 27 item 3).
 * Departments are not compared: they route notices and filter the SPOC list, they grant no power.
 */
export function mayGrantRole(holderRoles: readonly string[], roleName: string): boolean {
  const held = accessLevelOf(holderRoles);
  const role = parseSpocRole(roleName);
  if (!held || !role || rank(role.level) > rank(held)) return false;
  return role.service === undefined || spocCoverage(holderRoles).services.includes(role.service);
}

/** The services and levels a holder may grant, in catalogue order. */
export function grantable(holderRoles: readonly string[]): { services: SpocService[]; levels: AccessLevel[] } {
  const held = accessLevelOf(holderRoles);
  if (!held) return { services: [], levels: [] };
  return { services: spocCoverage(holderRoles).services, levels: ACCESS_LEVELS.filter((l) => rank(l) <= rank(held)) };
}

export const SpocGrantMessage = {
  beyondHeld: 'You may grant only the services and access levels you hold',
} as const;

/**
 * Why a save would grant more than its author holds, or undefined. Roles the SPOC already has are
 * no grant, so an admin may still edit a SPOC who holds more than the admin does, as long as the
 * save adds nothing the admin lacks.
 */
export function grantProblem(holderRoles: readonly string[], requested: readonly string[], current: readonly string[] = []): string | undefined {
  const added = requested.filter((r) => !current.includes(r));
  return added.every((r) => mayGrantRole(holderRoles, r)) ? undefined : SpocGrantMessage.beyondHeld;
}

/** A role as getRoles lists it; `grantable` is absent from a backend that does not mark it. */
export interface OfferedRole {
  name: string;
  grantable?: boolean;
}

/**
 * What the SPOC form offers: the services and levels of the roles the caller may grant (getRoles
 * marks them with the rule above), plus those the edited SPOC already has, so they can be kept or
 * taken away. Roles a backend does not mark count as grantable; its own check still applies.
 */
export function offeredChoices(roles: readonly OfferedRole[], current: readonly string[]): { services: SpocService[]; levels: AccessLevel[] } {
  const names = [...roles.filter((r) => r.grantable !== false).map((r) => r.name), ...current];
  const parsed = names.map(parseSpocRole);
  return {
    services: SPOC_SERVICES.filter((s) => parsed.some((r) => r?.service === s)),
    levels: ACCESS_LEVELS.filter((l) => parsed.some((r) => r?.level === l)),
  };
}
