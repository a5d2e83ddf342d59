import ExcelJS from 'exceljs';
import { contractKind } from '../../../core/appointments/contracts.ts';
import { bulkColumns } from '../../../core/esales/bulk-template.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import type { BulkCases, BulkOffer, BulkOutcome, BulkSubmission } from './bulk-cases.ts';
import type { HttpProviderService } from './http-provider.ts';

/** The fixture insurer admin signs in once a run: argon2 is slow on purpose. */
let signedIn: Promise<string> | undefined;
const TELE_PACKAGE_ID = 930_001;

/**
 * The http profile's importer: the real server's lookups and uploadExcelOrders, called over a
 * real socket as the fixture insurer's admin, with a real .xlsx built by ExcelJS from the rows.
 * The fixture's first corporate gets a tele-underwriting package the first time it is needed.
 */
export class HttpBulkCases implements BulkCases {
  constructor(private readonly service: HttpProviderService) {}

  private async call(method: 'GET' | 'POST', path: string, body?: BodyInit | object): Promise<Response> {
    await this.service.ready();
    signedIn ??= this.service.server.signIn(FIXTURE.users.insureradmin.userName);
    const headers: Record<string, string> = { accesstoken: await signedIn };
    const json = body !== undefined && !(body instanceof FormData);
    if (json) headers['content-type'] = 'application/json';
    return fetch(`${this.service.origin}/api/insurance/${path}`, { method, headers, body: json ? JSON.stringify(body) : (body as BodyInit | undefined) });
  }

  async offer(): Promise<BulkOffer> {
    const acme = (await this.service.server.db.query<{ r: number }>('SELECT entity_relation_id AS r FROM corporate WHERE id = 301'))[0]!.r;
    // Cases the scenarios create draw ids from the sequence; start it far above the fixtures' fixed
    // case ids (70000001 on), which later scenarios insert into the same run's database.
    await this.service.server.db.query(`SELECT setval('esales_case_id_seq', 980000000) WHERE (SELECT last_value FROM esales_case_id_seq) < 980000000`);
    await this.service.server.db.query(`INSERT INTO tele_package (id, contract_id, entity_relation_id, alias_name) VALUES ($1, 7311, $2, 'Tele Medical Basic') ON CONFLICT DO NOTHING`, [TELE_PACKAGE_ID, acme]);
    const contracts = (await (await this.call('GET', 'getAllContracts/')).json()).contracts as { contractId: number; contractName: string }[];
    const children = (await (await this.call('GET', `GetChildEntityRelation/${FIXTURE.insurerId}`)).json()).children;
    const entities = (await (await this.call('POST', 'getEntityDetails', { entityIds: [FIXTURE.insurerId] })).json()).entities;
    return {
      contracts: contracts.map((c) => ({ contractId: c.contractId, contractName: c.contractName, kind: contractKind(c.contractId) })),
      children,
      own: { entityId: FIXTURE.insurerId, entityName: entities[0].entityName },
      packages: async (contractId, rel) => {
        const res = await (await this.call('POST', 'packageEntityRelationList', { EntityRelationIds: [rel], contractId })).json();
        return res.packagesTests.map((p: { productEntityRelationId: number; packageAliasName: string }) => ({ id: p.productEntityRelationId, name: p.packageAliasName }));
      },
    };
  }

  async submit(s: BulkSubmission): Promise<BulkOutcome> {
    const form = new FormData();
    const fields: Record<string, number | string | null> = {
      sourceId: s.sourceId, contractId: s.contract?.contractId ?? null, entityRelationId: s.entityRelationId,
      teleUnderwritingProductId: s.packageId, entityName: 'scenario', userName: FIXTURE.users.insureradmin.userName, dryRun: s.dryRun ? 'true' : null,
    };
    for (const [k, v] of Object.entries(fields)) if (v !== null) form.append(k, String(v));
    if (s.rows && s.contract) form.append('excel_file', new Blob([new Uint8Array(await workbook(s))]), 'cases.xlsx');
    const res = await this.call('POST', 'uploadExcelOrders', form);
    if (res.status === 400) return { refused: true };
    if (res.status !== 200) throw new Error(`uploadExcelOrders answered ${res.status}: ${await res.text()}`);
    const json = await res.json();
    return { refused: false, created: json.createdCount, rowErrors: json.rowErrors, message: json.errorMessage };
  }

  async casesInQueue(): Promise<number> {
    // The queue's range around the server's today (other scenarios move its clock).
    const now = this.service.server.clock.now();
    const body = { page: 0, dateType: 'RequestCreationDate', start: indiaDay(new Date(now.getTime() - 86_400_000)), end: indiaDay(now) };
    return (await (await this.call('POST', 'searchEsalesQueue', body)).json()).queueRequests.totalQueueRequest;
  }
}

/** The rows as a person fills the contract's template: its header row, then a row each. */
async function workbook(s: BulkSubmission): Promise<Buffer> {
  const columns = bulkColumns(s.contract!.kind);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Cases');
  sheet.addRow(columns.map((c) => c.header));
  for (const cells of s.rows!) sheet.addRow(columns.map((c) => cells[c.field] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}
