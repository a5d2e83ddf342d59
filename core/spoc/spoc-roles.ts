import { Feature } from '../session/features.ts';
import { SPECIALITIES } from '../doctors/doctor-catalogue.ts';

/** The services a SPOC can cover, as role names spell them (spec 3 §6): ofc is Offline Consults. */
export const SpocService = { ofc: 'ofc', labs: 'labs' } as const;
export type SpocService = (typeof SpocService)[keyof typeof SpocService];
export const SPOC_SERVICES: readonly SpocService[] = [SpocService.ofc, SpocService.labs];
/** How the SPOC List shows a service (spec 3 §2.6). */
export const SPOC_SERVICE_LABEL: Readonly<Record<SpocService, string>> = { ofc: 'Offline Consults', labs: 'Labs' };

/** Access levels, strongest first: the order in which a SPOC's level is read (spec 3 §6). */
export const AccessLevel = { admin: 'admin', editor: 'editor', viewer: 'viewer' } as const;
export type AccessLevel = (typeof AccessLevel)[keyof typeof AccessLevel];
export const ACCESS_LEVELS: readonly AccessLevel[] = [AccessLevel.admin, AccessLevel.editor, AccessLevel.viewer];
export const ACCESS_LEVEL_LABEL: Readonly<Record<AccessLevel, string>> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' };

/** Departments a SPOC can be responsible for, per service: in-clinic specialities, lab departments. */
export const SPOC_DEPARTMENTS: Readonly<Record<SpocService, readonly string[]>> = {
  ofc: SPECIALITIES,
  labs: ['Pathology', 'Radiology', 'Cardiology', 'Health Checks', 'Pre-Employment Checks'],
};

/** The separator between a role's name and its level label (spec 3 §3.3: "slash-star-slash"). */
export const ROLE_SEPARATOR = '/*/';

/** A role of a service and department at a level: "ofc/Dermatologist/*\/editor". */
export function spocRoleName(service: SpocService, department: string, level: AccessLevel): string {
  return `${service}/${department}${ROLE_SEPARATOR}${level}`;
}

/** A role name read back: its service and department (a service role) and its level; undefined when it is no SPOC role. */
export function parseSpocRole(name: string): { service?: SpocService; department?: string; level: AccessLevel } | undefined {
  if ((ACCESS_LEVELS as readonly string[]).includes(name)) return { level: name as AccessLevel };
  const at = name.indexOf(ROLE_SEPARATOR);
  if (at < 0) return undefined;
  const [roleName, level] = [name.slice(0, at), name.slice(at + ROLE_SEPARATOR.length)];
  const slash = roleName.indexOf('/');
  const service = roleName.slice(0, slash) as SpocService;
  const department = roleName.slice(slash + 1);
  if (slash < 0 || !SPOC_SERVICES.includes(service) || !(ACCESS_LEVELS as readonly string[]).includes(level)) return undefined;
  if (!SPOC_DEPARTMENTS[service].includes(department)) return undefined;
  return { service, department, level: level as AccessLevel };
}

/**
 * Every assignable role, in a fixed order (getRoles): the three levels, then each service's
 * departments at each level. A role's id is its place in this list from 1001, so ids never move
 * while the list only grows at its end (docs/decisions.md).
 */
export const SPOC_ROLES: readonly { id: number; name: string }[] = [
  ...ACCESS_LEVELS,
  ...SPOC_SERVICES.flatMap((service) => SPOC_DEPARTMENTS[service].flatMap((department) => ACCESS_LEVELS.map((level) => spocRoleName(service, department, level)))),
].map((name, i) => ({ id: 1001 + i, name }));

/** The level a set of roles reads as: the first of Admin, Editor, Viewer found (spec 3 §6). */
export function accessLevelOf(roleNames: readonly string[]): AccessLevel | undefined {
  const levels = new Set(roleNames.map((n) => parseSpocRole(n)?.level));
  return ACCESS_LEVELS.find((l) => levels.has(l));
}

/** The services and departments a set of roles covers. */
export function spocCoverage(roleNames: readonly string[]): { services: SpocService[]; departments: Record<SpocService, string[]> } {
  const departments: Record<SpocService, string[]> = { ofc: [], labs: [] };
  for (const name of roleNames) {
    const role = parseSpocRole(name);
    if (role?.service && role.department && !departments[role.service].includes(role.department)) departments[role.service].push(role.department);
  }
  return { services: SPOC_SERVICES.filter((s) => departments[s].length > 0), departments };
}

/** The roles a form's choices encode: the level itself, and each chosen department of each chosen service at that level. */
export function spocRolesFor(level: AccessLevel, departments: Partial<Record<SpocService, readonly string[]>>): string[] {
  return [level, ...SPOC_SERVICES.flatMap((s) => (departments[s] ?? []).map((d) => spocRoleName(s, d, level)))];
}

/**
 * What a SPOC may do, from its roles (docs/decisions.md): each covered service's lists; an editor
 * also acts (doctor edits and consult actions need UPDATE_DOCTOR); an admin also manages doctors'
 * status, SPOCs and password resets.
 */
export function spocFeatures(roleNames: readonly string[]): Feature[] {
  const level = accessLevelOf(roleNames);
  const { services } = spocCoverage(roleNames);
  if (!level || services.length === 0) return [];
  const features: Feature[] = [];
  if (services.includes(SpocService.ofc)) features.push(Feature.VIEW_OFFLINE);
  if (services.includes(SpocService.labs)) features.push(Feature.VIEW_LABS);
  if (level !== AccessLevel.viewer && services.includes(SpocService.ofc)) features.push(Feature.UPDATE_DOCTOR);
  if (level === AccessLevel.admin) {
    if (services.includes(SpocService.ofc)) features.push(Feature.UPDATE_DOCTOR_STATUS);
    features.push(Feature.VIEW_SPOC_LIST, Feature.VIEW_SPOC_DETAILS, Feature.CREATE_SPOC, Feature.EDIT_SPOC_DETAILS, Feature.UPDATE_SPOC_STATUS, Feature.RESET_PASSWORD);
  }
  return features;
}

export const SpocRoleMessage = {
  unknownRole: 'A role is not one of the SPOC roles',
  oneLevel: 'Choose exactly one access level',
  noService: 'Choose at least one service and specialty',
  mixedLevels: 'Every service role must be at the chosen access level',
} as const;

/**
 * Why a set of roles cannot be saved for a SPOC, or undefined: every role a SPOC role, exactly
 * one level role, at least one service department, and every department at that level (the form
 * encodes one level for all its choices; spec 3 §3.3).
 */
export function spocRolesProblem(roleNames: readonly string[]): string | undefined {
  const roles = roleNames.map(parseSpocRole);
  if (roles.some((r) => r === undefined)) return SpocRoleMessage.unknownRole;
  const levels = roles.filter((r) => !r!.service).map((r) => r!.level);
  if (levels.length !== 1) return SpocRoleMessage.oneLevel;
  const services = roles.filter((r) => r!.service);
  if (services.length === 0) return SpocRoleMessage.noService;
  return services.every((r) => r!.level === levels[0]) ? undefined : SpocRoleMessage.mixedLevels;
}
