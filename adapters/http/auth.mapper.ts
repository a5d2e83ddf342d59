import type { components } from '../../openapi/generated/provider.ts';
import type { AuthenticateOutcome, Granted, VerifyOutcome } from '../../core/session/auth.port.ts';
import { Service } from '../../core/session/services.ts';
import type { HospDetails } from '../../core/session/session.ts';
import type { RolesFeatures, UserDetails } from '../../core/session/user.ts';

type Schemas = components['schemas'];
type WireUser = Schemas['UserDetails'];
type WireHosp = Schemas['HospDetails'];

/** The wire's user details as core's; the wire already uses the spec's names, so this copies and narrows. */
export function toUserDetails(wire: WireUser): UserDetails {
  return {
    firstName: wire.firstName,
    lastName: wire.lastName,
    userName: wire.userName,
    userEmail: wire.userEmail,
    userId: wire.userId,
    providerId: wire.providerId ?? null,
    parentId: wire.parentId ?? null,
    entityType: wire.entityType,
    entityName: wire.entityName,
    entityId: wire.entityId,
    role: wire.role,
    roleId: wire.roleId,
    corporateIDs: [...(wire.corporateIDs ?? [])],
    parentProvider: {
      isParent: wire.parentProvider?.isParent ?? false,
      childEntities: { ...(wire.parentProvider?.childEntities ?? {}) },
    },
    selectedProviders: [...(wire.selectedProviders ?? [])],
    properties: {
      ...(wire.properties?.AgentId === undefined ? {} : { AgentId: wire.properties.AgentId }),
      ...(wire.properties?.['Assigned Contracts'] === undefined ? {} : { 'Assigned Contracts': wire.properties['Assigned Contracts'] }),
    },
    rolesFeatures: toRolesFeatures(wire.rolesFeatures),
    ...(wire.mayCreateOrder === true ? { mayCreateOrder: true } : {}),
    ...(wire.language === undefined ? {} : { language: wire.language }),
  };
}

export function toRolesFeatures(wire: Schemas['RolesFeatures'] | undefined): RolesFeatures {
  return {
    roles: (wire?.roles ?? []).map((r) => ({ roleId: r.roleId, roleName: r.roleName })),
    features: (wire?.features ?? []).map((f) => ({ featureName: f.featureName })),
  };
}

export function toHospDetails(wire: WireHosp | null | undefined): HospDetails {
  return { hospName: wire?.hospName ?? '', address: wire?.address ?? '' };
}

/** The services a wire list names that core knows; unknown names are dropped. */
export function toServices(wire: readonly string[] | undefined): Service[] {
  const known = Object.values(Service) as string[];
  return (wire ?? []).filter((s): s is Service => known.includes(s));
}

interface WireGrant {
  accessToken?: string | null;
  userFeatureHash?: string | null;
  userDetails?: WireUser | null;
  hospDetails?: WireHosp | null;
}

function toGranted(wire: WireGrant): Granted | undefined {
  if (!wire.accessToken || !wire.userDetails) return undefined;
  return {
    accessToken: wire.accessToken,
    userFeatureHash: wire.userFeatureHash ?? '',
    user: toUserDetails(wire.userDetails),
    hosp: toHospDetails(wire.hospDetails),
  };
}

/** Authenticate's answer: a code challenge, a grant, or a refusal with the server's reason. */
export function toAuthenticateOutcome(wire: Schemas['AuthenticateResponse']): AuthenticateOutcome {
  if (wire.isOtpNeeded && wire.userId != null && wire.encryptedToken) {
    return { kind: 'codeNeeded', challenge: { userId: wire.userId, encryptedToken: wire.encryptedToken, sentTo: wire.otpSentOn ?? '' } };
  }
  const granted = wire.isAuthenticated && wire.isSuccess ? toGranted(wire) : undefined;
  if (granted) return { kind: 'granted', granted };
  return { kind: 'refused', serverMessage: wire.errorMessage ?? null };
}

/** verifyOTP's answer: a grant, or a refusal carrying the server's error field. */
export function toVerifyOutcome(wire: Schemas['VerifyOtpResponse']): VerifyOutcome {
  const granted = wire.success ? toGranted(wire) : undefined;
  if (granted) return { kind: 'granted', granted };
  return { kind: 'refused', serverError: wire.error ?? null };
}
