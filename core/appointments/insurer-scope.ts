import { RoleName } from '../session/roles.ts';
import type { UserDetails } from '../session/user.ts';
import type { InsurerScope } from './insurer-list.port.ts';

/**
 * Who an insurer list or export is for: the user, their corporates, and for an insurer agent the
 * agent id their bookings carry (the server narrows an agent to those). The portal and the CLI
 * ask with the same scope, so both see the same rows.
 */
export function insurerScope(user: Pick<UserDetails, 'roleId' | 'userId' | 'corporateIDs' | 'role' | 'properties'> | undefined): InsurerScope {
  return {
    roleId: user?.roleId ?? 0,
    userId: user?.userId ?? 0,
    corporateIds: user?.corporateIDs ?? [],
    ...(user?.role === RoleName.insureragent && user.properties.AgentId ? { agentId: user.properties.AgentId } : {}),
  };
}
