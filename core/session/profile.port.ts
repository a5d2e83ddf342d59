import type { Service } from './services.ts';
import type { HospDetails } from './session.ts';
import type { RolesFeatures, UserDetails } from './user.ts';

/**
 * The answer to the profile check the shell makes on load (spec 1 §7 ProfileDetails): the
 * current profile, or why the session cannot go on (token dead, profile changed by an admin,
 * anything else).
 */
export type ProfileOutcome =
  | { kind: 'current'; user: UserDetails; hosp: HospDetails; validServices: Service[] }
  | { kind: 'expired' }
  | { kind: 'changed' }
  | { kind: 'failed' };

/** What the shell needs from the provider service about the signed-in user. */
export interface ProfilePort {
  /** Checks the stored session against the server; `userFeatureHash` is the one sign-in returned. */
  profileDetails(userFeatureHash: string): Promise<ProfileOutcome>;
  /** The user's roles and features; rejects when they cannot be loaded. */
  rolesFeatures(): Promise<RolesFeatures>;
}
