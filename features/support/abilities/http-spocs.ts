import { createProviderClient } from '../../../adapters/http/clients.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { SpocHttpAdapter } from '../../../adapters/http/spoc.http-adapter.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import type { TestServer } from '../../../adapters/server/testing/test-server.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import { SPOC_ROLES, spocRolesFor } from '../../../core/spoc/spoc-roles.ts';
import type { SpocsAbility } from './spoc-service.ts';
import { realServer } from './http-provider.ts';

const CLINIC = FIXTURE.users.clinic;
/** Where the server's user id sequence starts (migration 027): users created through CreateUser. */
const FIRST_CREATED_USER_ID = 200_001;
const ADMIN = ['VIEW_OFFLINE', 'VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS'];
const ADMIN_OF_BOTH = spocRolesFor('admin', { ofc: ['General Physician'], labs: ['Pathology'] });

/**
 * The http profile's SPOCs: the portal's SpocHttpAdapter calling the reference server as the
 * fixture clinic's admin; what a scenario arranges is saved through CreateUser, and what is stored
 * is read back through getSpocList and getSPOCDetails.
 */
export class HttpSpocs implements SpocsAbility {
  readonly entityId = CLINIC.providerId;
  private token = '';
  readonly port: SpocHttpAdapter;

  private constructor(private readonly server: TestServer, origin: string) {
    const client = createProviderClient({
      config: defaultHttpConfig(origin),
      middleware: [{ onRequest: ({ request }) => (request.headers.set('accesstoken', this.token), request) }],
    });
    this.port = new SpocHttpAdapter(client);
  }

  static async open(): Promise<HttpSpocs> {
    const { server, origin } = await realServer();
    // The admin holds both services at the admin level, so it may grant every role a scenario gives.
    await server.db.query('UPDATE app_user SET features = $2, spoc_roles = $3 WHERE id = $1', [CLINIC.id, ADMIN, ADMIN_OF_BOTH]);
    // Each scenario starts with no SPOCs: those earlier scenarios created (ids from the user sequence) go.
    await server.db.query(`DELETE FROM app_user WHERE provider_id = $1 AND cardinality(spoc_roles) > 0 AND id >= $2`, [CLINIC.providerId, FIRST_CREATED_USER_ID]);
    const spocs = new HttpSpocs(server, origin);
    spocs.token = await server.signIn(CLINIC.userName);
    return spocs;
  }

  async add(record: Omit<SpocRecord, 'userId'>): Promise<SpocRecord> {
    const ids = new Map(SPOC_ROLES.map((r) => [r.name, r.id]));
    const off = { Email: false, SMS: false, Whatsapp: false };
    const res = await this.server.call('POST', '/api/provider/CreateUser', {
      token: this.token,
      body: {
        applicationId: 10007, firstName: record.firstName, lastName: record.lastName, email: record.email, entityId: this.entityId,
        userRoles: record.roleNames.map((n) => ids.get(n)!), getSpocUpdate: off, getDoctorUpdate: off, getOrderUpdate: off,
      },
    });
    if (res.statusCode !== 200) throw new Error(`arranging a SPOC failed: ${res.body}`);
    return this.port.details(res.json().userName, res.json().userId);
  }

  async all(): Promise<SpocRecord[]> {
    const rows = await this.server.db.query<{ id: number; user_name: string }>(
      'SELECT id, user_name FROM app_user WHERE provider_id = $1 AND cardinality(spoc_roles) > 0 AND id <> $2 ORDER BY id', [this.entityId, CLINIC.id],
    );
    return Promise.all(rows.map((r) => this.port.details(r.user_name, r.id)));
  }
}
