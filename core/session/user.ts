import type { EntityType, RoleName } from './roles.ts';
import type { UserLanguage } from './language.ts';

/** A provider's chosen-children picker: parent flag and child ids mapped to names. */
export interface ParentProvider {
  isParent: boolean;
  childEntities: Record<string, string>;
}

/** The user details stored after sign-in (spec 1 §3). */
export interface UserDetails {
  firstName: string;
  lastName: string;
  userName: string;
  userEmail: string;
  userId: number;
  providerId: number | null;
  parentId: number | null;
  entityType: EntityType;
  entityName: string;
  entityId: number;
  role: RoleName;
  roleId: number;
  corporateIDs: number[];
  parentProvider: ParentProvider;
  selectedProviders: number[];
  /** AgentId of an agent; 'Assigned Contracts' (contract ids, comma-separated) of a user with assigned contracts. */
  properties: { AgentId?: string; 'Assigned Contracts'?: string };
  rolesFeatures: RolesFeatures;
  /** The user's provider is on the Create Order allow-list (spec 2 §2.1); absent means it is not. */
  mayCreateOrder?: boolean;
  /** The language the user chose; absent from a server that does not remember one. */
  language?: UserLanguage;
}

export interface RolesFeatures {
  roles: { roleId: number; roleName: string }[];
  features: { featureName: string }[];
}

/** The provider ids a list covers: the chosen children of a parent, or the user's own provider. */
export function providerScope(user: Pick<UserDetails, 'providerId' | 'parentProvider' | 'selectedProviders'>): number[] {
  if (user.parentProvider.isParent && user.selectedProviders.length > 0) return [...user.selectedProviders];
  return user.providerId === null ? [] : [user.providerId];
}

/**
 * The corporates an insurer user's lists and charts cover: the ones chosen in the top bar that are
 * still the user's, or all of the user's when none of them is chosen. Never more than the user's own,
 * so a stale or tampered choice can only narrow.
 */
export function corporateScope(corporateIDs: readonly number[], chosen: readonly number[] | undefined): number[] {
  const own = new Set(corporateIDs);
  const kept = [...new Set(chosen ?? [])].filter((id) => own.has(id));
  return kept.length > 0 ? kept : [...corporateIDs];
}

/** The avatar's letter: the first letter of the first name, upper-cased. */
export function avatarInitial(firstName: string): string {
  return firstName.trim().charAt(0).toUpperCase() || '?';
}
