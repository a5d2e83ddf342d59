import { notificationsOf } from './spoc-comms.ts';
import { isUpdate, type SpocForm } from './spoc-form.ts';
import type { SpocNotifications } from './spoc-record.ts';
import { spocRolesFor, type SpocService } from './spoc-roles.ts';

/** The application the SPOC users belong to (spec 3 §9). */
export const SPOC_APPLICATION_ID = 10007 as const;

/**
 * What CreateUser and updateSpocProfile take (spec 3 §3.3), spelt as the contract spells it.
 * It carries no password: the server mails a new SPOC a link to set one (docs/decisions.md).
 */
export interface SpocPayload extends SpocNotifications {
  userName?: string;
  userId?: number;
  applicationId: typeof SPOC_APPLICATION_ID;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  providerMasterEntityId: number | null;
  entityId: number;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  autoGenerateUsername: boolean;
  userRoles: number[];
  whatsappno: string;
  ignoreAliasConfig: boolean;
}

/** Who is saving: the entity the SPOC belongs to unless a branch is chosen. */
export interface SpocSaver {
  /** The saving user's own entity. */
  entityId: number;
  /** A master (parent) provider's user chooses the SPOC's branch. */
  isMasterProvider: boolean;
}

/** The role names a form encodes: its level, and each chosen department of each service that is on. */
export function formRoleNames(form: Pick<SpocForm, 'accessLevel' | 'services' | 'departments'>): string[] {
  if (form.accessLevel === null) return [];
  const chosen: Partial<Record<SpocService, readonly string[]>> = {};
  if (form.services.ofc) chosen.ofc = form.departments.ofc;
  if (form.services.labs) chosen.labs = form.departments.labs;
  return spocRolesFor(form.accessLevel, chosen);
}

/** A role name getRoles did not list: the form cannot be saved (spec 3 §8 "Unable to get roles for SPOC"). */
export class UnknownSpocRole extends Error {
  constructor(readonly roleName: string) {
    super(`no role id for ${roleName}`);
    this.name = 'UnknownSpocRole';
  }
}

/** The ids of role names, through getRoles' list; throws UnknownSpocRole for a name it lacks. */
export function roleIds(names: readonly string[], roles: readonly { id: number; name: string }[]): number[] {
  const byName = new Map(roles.map((r) => [r.name, r.id]));
  return names.map((name) => {
    const id = byName.get(name);
    if (id === undefined) throw new UnknownSpocRole(name);
    return id;
  });
}

/**
 * The payload of a valid form. A master provider's SPOC belongs to the chosen branch under the
 * master; anyone else's to their own entity, with no master.
 */
export function spocPayload(form: SpocForm, saver: SpocSaver, roles: readonly { id: number; name: string }[]): SpocPayload {
  const update = isUpdate(form);
  const branch = saver.isMasterProvider && form.branchId !== null;
  return {
    ...(update ? { userName: form.userName ?? '', userId: form.userId ?? 0 } : {}),
    applicationId: SPOC_APPLICATION_ID,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phoneNumber: form.phoneNumber,
    providerMasterEntityId: branch ? saver.entityId : null,
    entityId: branch ? (form.branchId ?? saver.entityId) : saver.entityId,
    isEmailVerified: false,
    isPhoneVerified: false,
    autoGenerateUsername: !update,
    userRoles: roleIds(formRoleNames(form), roles),
    whatsappno: form.whatsAppNumber,
    ignoreAliasConfig: true,
    ...notificationsOf(form.comms),
  };
}
