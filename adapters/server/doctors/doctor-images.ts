import type { DoctorProfile } from '../../../core/doctors/doctor-profile.ts';
import type { DoctorSaveContext } from './doctor-save-context.ts';

/**
 * Checks that every image a profile names is a file the caller's provider tree saved (or was
 * already on the doctor). Filled in with the signed upload flow.
 */
export async function requireOwnImages(_ctx: DoctorSaveContext, _profile: DoctorProfile): Promise<void> {}
