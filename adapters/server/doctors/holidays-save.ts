import { ApiError } from '../http/api-error.ts';
import type { DoctorInput, DoctorSaveContext } from './doctor-save-context.ts';

/**
 * Saves a doctor's holidays (onboardDoctor with doctorId and holidays). A stub until the holidays
 * work lands: it refuses, so nothing is written.
 */
export async function saveDoctorHolidays(_ctx: DoctorSaveContext, _doctorId: number, _input: DoctorInput): Promise<void> {
  throw new ApiError(501, 'Saving holidays is not available yet');
}
