import { INSURER_ROLES } from '../../../core/session/roles.ts';
import { ScreenId, screenOf } from '../../../core/session/screens.ts';
import type { AccessRule } from '../http/access.ts';

/** The Create Appointment calls admit the roles of its screen (spec 2 §2.2): insureradmin and insurercallCentre. */
export const CREATE_APPOINTMENT_ACCESS: AccessRule = { roles: screenOf(ScreenId.createAppointment).prefixRoles };

/** Places are reference data, not anyone's: every insurer role may look them up. */
export const LOOKUP_ACCESS: AccessRule = { roles: INSURER_ROLES };
