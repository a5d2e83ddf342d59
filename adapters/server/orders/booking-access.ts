import { INSURER_ROLES, RoleName } from '../../../core/session/roles.ts';
import { ScreenId, screenOf } from '../../../core/session/screens.ts';
import { forbidden } from '../http/api-error.ts';
import type { AccessRule } from '../http/access.ts';
import type { AuthContext } from '../http/auth-context.ts';

/** The roles of the Create Appointment screen (spec 2 §2.2): insureradmin and insurercallCentre. */
const FORM_ROLES: readonly RoleName[] = screenOf(ScreenId.createAppointment).prefixRoles ?? [];

/**
 * The Create Appointment calls admit the form's roles, and the agent, who books from the e-sales
 * queue's Create Appointment dialog (spec 2 §2.4): for the agent, only for a case (see refuseAgentWithoutCase).
 */
export const CREATE_APPOINTMENT_ACCESS: AccessRule = { roles: [...FORM_ROLES, RoleName.insureragent] };

/** An agent books only from a case of the queue (the order names it in additionalProperties.id); the page is not theirs. */
export function refuseAgentWithoutCase(auth: AuthContext, caseId: string | null | undefined): void {
  if (FORM_ROLES.includes(auth.roleName)) return;
  if (caseId === null || caseId === undefined || caseId === '') throw forbidden();
}

/** Places are reference data, not anyone's: every insurer role may look them up. */
export const LOOKUP_ACCESS: AccessRule = { roles: INSURER_ROLES };
