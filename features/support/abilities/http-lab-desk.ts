import { AuthHttpAdapter } from '../../../adapters/http/auth.http-adapter.ts';
import { createFilesClient, createInsuranceClient, createMedibuddyCentralClient, createProviderClient, type ClientOptions } from '../../../adapters/http/clients.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { HistoryHttpAdapter } from '../../../adapters/http/history.http-adapter.ts';
import { LabDeskHttpAdapter } from '../../../adapters/http/lab-desk.http-adapter.ts';
import { ACCESS_TOKEN_HEADER } from '../../../adapters/http/session.middleware.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import type { TestServer } from '../../../adapters/server/testing/test-server.ts';
import { VisitType } from '../../../core/appointments/visit-type.ts';
import { UPLOAD_RULES, type UploadRules } from '../../../core/appointments/upload-action.ts';
import { FIRST_LAB_ADMIN_ID, FIRST_SCENARIO_REQUEST_ID, type HttpProviderService } from './http-provider.ts';
import type { HistoryRead, LabDeskService, PlacedRequest } from './lab-desk-service.ts';

/** The lab admin of a root lab, whose tree holds its branches. */
const labAdminOf = (rootId: number) => ({ id: FIRST_LAB_ADMIN_ID + rootId, userName: `scenario.lab${rootId}` });

/** Each root lab's admin signs in once a run: argon2 is slow on purpose, and sessions live for hours. */
const signedInDesks = new Map<number, Promise<SignedInLab>>();

/** The portal's adapters of one signed-in lab admin. */
interface SignedInLab {
  desk: LabDeskHttpAdapter;
  history: HistoryHttpAdapter;
}

/**
 * The http profile's lab desk: requests written into the server's database as a booking would
 * leave them, and the portal's own LabDeskHttpAdapter, signed in over HTTP, acting on them.
 */
export class HttpLabDesk implements LabDeskService {
  private nextId = FIRST_SCENARIO_REQUEST_ID;
  /** Each placed lab's root, the lab whose admin acts on its requests. */
  private readonly roots = new Map<number, number>();

  constructor(private readonly service: HttpProviderService) {}

  private get server(): TestServer {
    return this.service.server;
  }

  async place(request: PlacedRequest): Promise<number> {
    await this.service.ready();
    const id = this.nextId++;
    this.roots.set(request.providerId, request.parentProviderId ?? request.providerId);
    for (const providerId of [request.parentProviderId, request.providerId]) {
      if (providerId !== null) {
        await this.server.db.query(
          `INSERT INTO provider (id, name, parent_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
          [providerId, `Scenario lab ${providerId}`, providerId === request.providerId ? request.parentProviderId : null],
        );
      }
    }
    await this.server.db.query(
      `INSERT INTO appointment_request (id, service, provider_id, corporate_id, contract_id, product_type, employee_id, patient_name, gender,
         phone, email, package_ids, package_name, test_category, visit_type, fulfillment_date, status_id, priority_id, remarks, created_on, modified_on)
       VALUES ($1, 'LABS', $2, 301, $3, $3, $4, 'Scenario Customer', 'F', $11, 'customer@mail.test', '{}', '', $5, $6, $7, $8, $9, $10, $7, $7)`,
      [id, request.providerId, request.contractId ?? 3104, `EMP${id}`, request.testCategory ?? '', request.isHomeVisit ? VisitType.HomeVisit : VisitType.Appointment,
        request.fulfillmentDate, request.statusId, request.priorityId, request.remarks ?? '', request.phone ?? '9800000000'],
    );
    if (request.isDnd) await this.server.db.query('UPDATE appointment_request SET is_dnd = true WHERE id = $1', [id]);
    await this.server.db.query(
      `INSERT INTO request_status_history (request_id, status_id, actor_name, at, remarks) VALUES ($1, $2, 'Scenario Lab', $3, $4)`,
      [id, request.statusId, request.fulfillmentDate, request.remarks ?? ''],
    );
    return id;
  }

  async port(providerId: number): Promise<LabDeskHttpAdapter> {
    return (await this.signedIn(providerId)).desk;
  }

  async history(requestId: number): Promise<HistoryRead> {
    const [row] = await this.server.db.query<{ provider_id: number }>('SELECT provider_id FROM appointment_request WHERE id = $1', [requestId]);
    const record = await (await this.signedIn(row.provider_id)).history.history(requestId);
    return { contactNo: record.details.contactNo, remarks: record.statuses.map((s) => s.remarks) };
  }

  private signedIn(providerId: number): Promise<SignedInLab> {
    const root = this.rootOf(providerId);
    if (!signedInDesks.has(root)) signedInDesks.set(root, this.signIn(root));
    return signedInDesks.get(root)!;
  }

  scope(providerId: number) {
    const root = this.rootOf(providerId);
    return { userId: labAdminOf(root).id, providerId: root, fetchForProviders: [] };
  }

  private rootOf(providerId: number): number {
    const root = this.roots.get(providerId);
    if (root === undefined) throw new Error(`no request was placed at provider ${providerId}`);
    return root;
  }

  async statusOf(requestId: number): Promise<number> {
    const [row] = await this.server.db.query<{ status_id: number }>('SELECT status_id FROM appointment_request WHERE id = $1', [requestId]);
    return row.status_id;
  }

  useRules(rules: UploadRules): void {
    const sorted = (r: UploadRules) => JSON.stringify([r.preEmploymentBranchApprovalProviderIds, r.directSubmitProviderIds, r.directSubmitCategories].map((l) => [...l].sort()));
    if (sorted(rules) !== sorted(UPLOAD_RULES)) throw new Error('the reference server applies the deployed upload lists only: tag this scenario @domain');
  }

  /** A lab admin of the parent lab signs in through the portal's AuthHttpAdapter; the desk carries the token. */
  private async signIn(rootId: number): Promise<SignedInLab> {
    const admin = labAdminOf(rootId);
    await this.server.db.query(
      `INSERT INTO app_user (id, user_name, password_hash, first_name, email, role_name, role_id, provider_id, features, otp_required)
       SELECT $1, $2, password_hash, 'Lab', 'lab@fixture.example', 'dcadmin', 5432, $3, '{VIEW_LABS}', false FROM app_user WHERE user_name = $4
       ON CONFLICT (id) DO NOTHING`,
      [admin.id, admin.userName, rootId, FIXTURE.users.dcadmin.userName],
    );
    const plain: ClientOptions = { config: defaultHttpConfig(this.service.origin) };
    const auth = new AuthHttpAdapter(createProviderClient(plain), createMedibuddyCentralClient(plain));
    const outcome = await auth.authenticate({ userName: admin.userName, password: FIXTURE.password });
    if (outcome.kind !== 'granted') throw new Error(`the lab user could not sign in: ${JSON.stringify(outcome)}`);
    const token = outcome.granted.accessToken;
    const signedIn: ClientOptions = {
      ...plain,
      middleware: [{ onRequest: ({ request }) => (request.headers.set(ACCESS_TOKEN_HEADER, token), request) }],
    };
    return {
      desk: new LabDeskHttpAdapter(createMedibuddyCentralClient(signedIn), createProviderClient(signedIn), createInsuranceClient(signedIn), createFilesClient(signedIn)),
      history: new HistoryHttpAdapter(createInsuranceClient(signedIn)),
    };
  }
}
