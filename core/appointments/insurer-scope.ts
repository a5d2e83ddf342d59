import { RoleName } from '../session/roles.ts';
import { corporateScope, type UserDetails } from '../session/user.ts';
import type { InsurerScope } from './insurer-list.port.ts';

/**
 * Who an insurer list or export is for: the user, their corporates, and for an insurer agent the
 * agent id their bookings carry (the server narrows an agent to those). The portal and the CLI
 * ask with the same scope, so both see the same rows; the portal passes the corporates chosen in
 * the top bar, which narrow the user's own (corporateScope).
 */
export function insurerScope(
  user: Pick<UserDetails, 'roleId' | 'userId' | 'corporateIDs' | 'role' | 'properties'> | undefined,
  chosenCorporates?: readonly number[],
): InsurerScope {
  return {
    roleId: user?.roleId ?? 0,
    userId: user?.userId ?? 0,
    corporateIds: corporateScope(user?.corporateIDs ?? [], chosenCorporates),
    ...(user?.role === RoleName.insureragent && user.properties.AgentId ? { agentId: user.properties.AgentId } : {}),
  };
}
