import { ApiError } from '../http/api-error.ts';
import type { DoctorInput, DoctorSaveContext } from './doctor-save-context.ts';

/**
 * Saves a doctor's weekly slots (onboardDoctor with doctorId and doctorSlots). A stub until the
 * schedule work lands: it refuses, so nothing is written.
 */
export async function saveDoctorSlots(_ctx: DoctorSaveContext, _doctorId: number, _input: DoctorInput): Promise<void> {
  throw new ApiError(501, 'Saving a schedule is not available yet');
}
