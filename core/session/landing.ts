import { INSURER_AGENT_ROLE_ID, type RoleName } from './roles.ts';
import { Service } from './services.ts';

/** Who is landing: the parts of the stored session the landing rule reads. */
export interface LandingUser {
  roleId: number;
  roleName: RoleName;
  userName: string;
}

/**
 * Where a user lands after sign-in or on '/' (spec 1 §2, spec 3 §2.1): agents on the e-sales
 * queue; offline-consult users on the upcoming tab; chart users (never agents) on charts; everyone
 * else on their role's appointments.
 */
export function landingPath(
  user: LandingUser | undefined,
  service: Service | undefined,
  chartUserNames: readonly string[],
): string {
  if (!user) return '/insureradmin/appointments';
  if (user.roleId === INSURER_AGENT_ROLE_ID) return '/insureragent/appointments/esalesqueue';
  if (service === Service.OFFLINE_CONSULTS) return '/offlineConsults/upcoming';
  if (chartUserNames.includes(user.userName)) return `/${user.roleName}/charts`;
  return `/${user.roleName}/appointments`;
}

/** Chart users may see charts; agents never do. */
export function canSeeCharts(user: Pick<LandingUser, 'roleId' | 'userName'>, chartUserNames: readonly string[]): boolean {
  return user.roleId !== INSURER_AGENT_ROLE_ID && chartUserNames.includes(user.userName);
}
