import type { ProfileOutcome } from './profile.port.ts';
import { SessionMessage } from './messages.ts';
import type { Session } from './session.ts';

/**
 * The message that ends a session after a failed profile check (spec 1 §8): each failure clears
 * the stored data and sends the user to /login; undefined when the profile is current.
 */
export function profileFailureMessage(outcome: ProfileOutcome): string | undefined {
  switch (outcome.kind) {
    case 'current':
      return undefined;
    case 'expired':
      return SessionMessage.profileExpired;
    case 'changed':
      return SessionMessage.profileChanged;
    default:
      return SessionMessage.profileOther;
  }
}

/**
 * Whether the stored session lacks its roles and features and must load them before a guard can
 * decide (spec 3 §6: "loaded per user if not already present"). Every user holds at least one role,
 * so an empty role list means the data never arrived.
 */
export function needsRolesFeatures(session: Session): boolean {
  const rf = session.user.rolesFeatures as Session['user']['rolesFeatures'] | undefined | null;
  return !rf || !Array.isArray(rf.roles) || !Array.isArray(rf.features) || rf.roles.length === 0;
}
