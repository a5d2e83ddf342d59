import type { components } from '../../../openapi/generated/provider.ts';
import type { ServerDeps } from '../deps.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';

/** One item of onboardDoctor's `doctors` list, as the contract validated it. */
export type DoctorInput = components['schemas']['DoctorInput'];

/**
 * What a part of onboardDoctor (profile, slots, holidays) receives: the open transaction, the
 * caller, and the provider ids it may touch (already checked against the caller's tree).
 */
export interface DoctorSaveContext {
  tx: Db;
  auth: AuthContext;
  deps: ServerDeps;
  providerIds: readonly number[];
}
