import { Feature } from '../../../core/session/features.ts';
import type { AccessRule } from '../http/access.ts';

/** Who may make the doctor calls (spec 3 §6): reads need VIEW_OFFLINE, writes UPDATE_DOCTOR, the toggle UPDATE_DOCTOR_STATUS. */
export const DoctorAccess = {
  read: { feature: Feature.VIEW_OFFLINE },
  write: { feature: Feature.UPDATE_DOCTOR },
  status: { feature: Feature.UPDATE_DOCTOR_STATUS },
} as const satisfies Record<string, AccessRule>;
