import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import { SPOC_ROLES } from '../../../core/spoc/spoc-roles.ts';
import { realServer } from './http-provider.ts';

const CLINIC = FIXTURE.users.clinic;
const ADMIN = ['VIEW_OFFLINE', 'VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS'];
const OFF = { Email: false, SMS: false, Whatsapp: false };
let next = 1;

/**
 * The http profile's SPOC creation: the clinic admin's CreateUser on the reference server, then
 * what the server stored for the new user (its features, and whether it is read-only), or the
 * server's refusal. Role names the catalogue lacks travel as an id no role has. The admin holds
 * `holderRoles` itself, which bound what it may grant.
 */
export async function addSpocOverHttp(roles: string[], holderRoles: readonly string[]): Promise<{ features?: string[]; canAct?: boolean; refusal?: string }> {
  const { server } = await realServer();
  await server.db.query('UPDATE app_user SET features = $2, spoc_roles = $3 WHERE id = $1', [CLINIC.id, ADMIN, holderRoles]);
  const token = await server.signIn(CLINIC.userName);
  const email = `scenario.spoc${next++}.${Date.now()}@clinic.example`;
  const res = await server.call('POST', '/api/provider/CreateUser', {
    token,
    body: {
      applicationId: 10007, firstName: 'Scenario', lastName: 'Spoc', email, entityId: CLINIC.providerId,
      userRoles: roles.map((name) => SPOC_ROLES.find((r) => r.name === name)?.id ?? 999_999),
      getSpocUpdate: OFF, getDoctorUpdate: OFF, getOrderUpdate: OFF,
    },
  });
  if (res.statusCode !== 200) return { refusal: String(res.json().errorMessage).replace(/^body\/userRoles: /, '') };
  const [user] = await server.db.query<{ features: string[]; read_only: boolean }>('SELECT features, read_only FROM app_user WHERE id = $1', [res.json().userId]);
  return { features: user!.features, canAct: !user!.read_only };
}
