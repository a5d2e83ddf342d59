import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { INSURER_REQUESTS as R, loadInsurerFixture, writeInsurerFiles } from '../testing/insurer-fixture.ts';

const U = FIXTURE.users;
const UNKNOWN_REQUEST = 39_999_999;

/** What a caller can learn from an answer: its status and body, with the asked id taken out. */
const seen = (res: LightMyRequestResponse, id: number | string) => ({ status: res.statusCode, body: res.body.replaceAll(String(id), '{id}') });

/**
 * Ids must not be probed: for every call that takes a request, file or message id, one that belongs
 * to another lab or insurer answers exactly as one that does not exist.
 */
describe.each(TEST_ENGINES)('ids of others read as unknown on %s', (engine) => {
  let s: TestServer;
  let filesDir: string;
  let lab: string;
  let insurer: string;
  let otherInsurerMessage = 0;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'enumeration-files-'));
    s = await startTestServer(engine, { filesDir });
    await loadInsurerFixture(s.db, s.clock.now());
    await writeInsurerFiles(filesDir);
    [lab, insurer] = await Promise.all([U.dcadmin.userName, U.insureradmin.userName].map((u) => s.signIn(u)));
    [{ id: otherInsurerMessage }] = await s.db.query<{ id: number }>('SELECT id::int AS id FROM outbox WHERE request_id = $1', [R.otherInsurer.id]);
  });
  afterAll(async () => {
    await s?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, token: string) => s.call('POST', `/api${path}`, { body, token });

  /** [what, call for an id, a foreign id, an unknown id, the caller]. */
  const calls: [string, (id: number | string, token: string) => Promise<LightMyRequestResponse>, number | string, number | string, () => string][] = [
    ['history', (id, t) => post('/insurance/showHistory', { requestId: id }, t), R.otherInsurer.id, UNKNOWN_REQUEST, () => insurer],
    ['history of a lab', (id, t) => post('/insurance/showHistory', { requestId: id }, t), R.otherLab.id, UNKNOWN_REQUEST, () => lab],
    ['correspondence', (id, t) => post('/insurance/showCorrespondence', { id }, t), R.otherInsurer.id, UNKNOWN_REQUEST, () => insurer],
    ['communication', (id, t) => post('/insurance/communicationHistory', { moduleName: 'Request', requestId: id }, t), R.otherInsurer.id, UNKNOWN_REQUEST, () => insurer],
    ['an e-mail body', (id, t) => s.call('GET', `/api/insurance/getDownloadEmail/v1?id=${id}`, { token: t }), otherInsurerMessage, 99_999_999, () => insurer],
    ['a resend', (id, t) => post('/insurance/resendMailSMS', { contractId: 9782, requestId: id, statusId: 23, emailAuditLogId: otherInsurerMessage, mobile: '9000011111' }, t), R.otherInsurer.id, UNKNOWN_REQUEST, () => insurer],
    ['resend recipients', (id, t) => post('/insurance/resendRecipients', { requestId: id, emailAuditLogId: otherInsurerMessage }, t), R.otherInsurer.id, UNKNOWN_REQUEST, () => insurer],
    ['documents of a request', (id, t) => post('/provider/getRequiredDocuments/', { erId: id, isHA: false }, t), R.otherLab.id, UNKNOWN_REQUEST, () => lab],
    ['a file of a request', (id, t) => post('/insurance/DownloadFile', { fileGuid: id }, t), 'fx1-b1', 'fx9-b9', () => 'other'],
    ['an unreleased report', (id, t) => post('/insurance/DownloadFile', { fileGuid: id }, t), 'fx1-r1', 'fx9-r9', () => insurer],
    ['a file link', (id, t) => s.call('GET', `/api/medibuddyCentral/downloadFile?guid=${id}&providerId=200`, { token: t }), 'fx1-b1', 'fx9-b9', () => 'otherLab'],
  ];

  it.each(calls)('%s', async (_what, call, foreign, unknown, caller) => {
    let token = caller();
    if (token === 'other') token = await s.signIn(U.otherInsurer.userName);
    if (token === 'otherLab') token = await s.signIn(U.otherLab.userName);
    const refused = await call(foreign, token);
    expect(refused.statusCode).toBe(404);
    expect(seen(refused, foreign)).toEqual(seen(await call(unknown, token), unknown));
  });

  it('an updateRequests item', async () => {
    const item = (requestId: number) =>
      post('/medibuddyCentral/updateRequests', { userId: U.dcadmin.id, services: 'LABS', providerId: 100, requestUpdateData: [{ requestId, action: 'Confirm', remarks: 'ok' }] }, lab);
    const [foreign, unknown] = [await item(R.otherLab.id), await item(UNKNOWN_REQUEST)];
    expect(foreign.json().results[0].success).toBe(false);
    expect(seen(foreign, R.otherLab.id)).toEqual(seen(unknown, UNKNOWN_REQUEST));
  });

  it('additional details', async () => {
    const details = (requestId: number) =>
      post('/medibuddyCentral/fetchAdditionalDetails', { userId: U.dcadmin.id, providerId: 100, services: 'LABS', requestIds: [requestId], properties: ['Cancellation_Reason'] }, lab);
    const [foreign, unknown] = [await details(R.otherLab.id), await details(UNKNOWN_REQUEST)];
    expect(foreign.json().data).toEqual([]);
    expect(seen(foreign, R.otherLab.id)).toEqual(seen(unknown, UNKNOWN_REQUEST));
  });
});
