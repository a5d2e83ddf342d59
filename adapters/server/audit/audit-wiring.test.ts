import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatePreset, presetRange } from '../../../core/appointments/date-presets.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { writeStatusChange } from '../lab-desk/lab-action.store.ts';
import { verifyAuditChain } from './verify-audit.ts';

const U = FIXTURE.users;

/** Request changes, exports and zips each leave one audit row, written with what they did. */
describe.each(TEST_ENGINES)('what the audit trail records of requests and personal data on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let mareport: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    admin = await s.signIn(U.dcadmin.userName);
    mareport = await s.signIn(U.mareport.userName);
  }, 60_000);
  afterAll(() => s?.close());

  const last = async (action: string) =>
    (
      await s.db.query<{ actor_user_id: number; subject: string; details: string }>(
        'SELECT actor_user_id, subject, details FROM audit_event WHERE action = $1 ORDER BY day DESC, seq DESC LIMIT 1',
        [action],
      )
    ).map((r) => ({ ...r, details: JSON.parse(r.details) }))[0];

  it('records a status change with it, and nothing when the change rolls back', async () => {
    const body = { userId: U.dcadmin.id, services: 'LABS', providerId: 100, requestUpdateData: [{ requestId: FX_REQUEST.new1, action: 'Confirm', remarks: 'Slot confirmed' }] };
    expect((await s.call('POST', '/api/medibuddyCentral/updateRequests', { token: admin, body })).json().success).toBe(true);
    expect(await last('RequestStatusChanged')).toEqual({
      actor_user_id: U.dcadmin.id,
      subject: `request:${FX_REQUEST.new1}`,
      details: { fromStatus: 22, toStatus: 23, attachedFiles: 0 },
    });

    const count = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_event')).at(0)!.n;
    const before = await count();
    const [row] = await s.db.query<{ version: number }>('SELECT version FROM appointment_request WHERE id = $1', [FX_REQUEST.new3]);
    const change = {
      requestId: FX_REQUEST.new3, fromStatus: 30, fromVersion: row.version, toStatus: 23, at: s.clock.now(), actorUserId: U.dcadmin.id,
      actorName: 'dcadmin Tester', remarks: '', feedback: null, attachments: { reports: { 'no-such-file': 'x.pdf' } },
    };
    await expect(writeStatusChange(s.db, change)).rejects.toThrow('A file was attached to another request meanwhile');
    expect(await count()).toBe(before);
  });

  it('records an export: who, the filter and how many rows', async () => {
    const filter = { userId: U.dcadmin.id, services: 'LABS', sourcePage: 1, providerId: 100, fetchForProviders: [], rows: 10, pageNumber: 1 };
    const body = { ...filter, ...presetRange(DatePreset.Next30Days, s.clock.now()) };
    const res = await s.call('POST', '/api/medibuddyCentral/ExportRequestDetails', { body, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const exported = res.body.trimEnd().split('\r\n').length - 1;
    expect(await last('RequestsExported')).toEqual({
      actor_user_id: U.dcadmin.id,
      subject: 'exportRequestDetails',
      details: { filter: expect.objectContaining(body), rows: exported, rowsAtLeast: false },
    });
  });

  it('records a zip of documents and a zip of approved reports', async () => {
    expect((await s.call('POST', '/api/provider/getRequiredDocuments/', { token: admin, body: { erId: FX_REQUEST.docs1, isHA: false } })).statusCode).toBe(200);
    expect(await last('ReportsZipped')).toEqual({
      actor_user_id: U.dcadmin.id,
      subject: 'getRequiredDocuments',
      details: { filter: { erId: FX_REQUEST.docs1, isHA: false }, files: 0, requests: 1 },
    });
    const nowSeconds = Math.floor(s.clock.now().getTime() / 1000);
    const window = { ZipFileName: 'Reports', EntityRelationId: [301], ApprovalStartTimeInUnix: nowSeconds - 3600, ApprovalEndTimeInUnix: nowSeconds };
    expect((await s.call('POST', '/api/insurance/integration/DownloadFile', { token: mareport, body: window })).statusCode).toBe(200);
    expect(await last('ReportsZipped')).toMatchObject({ actor_user_id: U.mareport.id, subject: 'integrationDownloadReports', details: { filter: window, files: 0, requests: 0 } });
    expect((await verifyAuditChain(s.db)).ok).toBe(true);
  });
});
