import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { writeStatusChange } from './lab-action.store.ts';

const U = FIXTURE.users;

describe.each(TEST_ENGINES)('lab actions on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let branchOps: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    admin = await s.signIn(U.dcadmin.userName);
    branchOps = await s.signIn(U.noOtp.userName);
  }, 60_000);
  afterAll(() => s?.close());

  type Item = { requestId: number; action: string; remarks?: string; userFeedback?: string; attachFiles?: object };
  const update = (items: Item[], token = admin, more: object = {}) =>
    s.call('POST', '/api/medibuddyCentral/updateRequests', {
      token,
      body: { userId: token === branchOps ? U.noOtp.id : U.dcadmin.id, services: 'LABS', providerId: token === branchOps ? 101 : 100, requestUpdateData: items, ...more },
    });
  const request = async (id: number) =>
    (await s.db.query<{ status_id: number; version: number; remarks: string }>('SELECT status_id, version, remarks FROM appointment_request WHERE id = $1', [id]))[0];
  const history = (id: number) =>
    s.db.query<{ status_id: number; actor_user_id: number | null; actor_name: string; at: Date; remarks: string; feedback: string | null; attachments: object }>(
      'SELECT status_id, actor_user_id, actor_name, at, remarks, feedback, attachments FROM request_status_history WHERE request_id = $1 ORDER BY id',
      [id],
    );
  const outbox = (id: number) =>
    s.db.query<{ channel: string; recipient: string; purpose: string; status_id: number; body: string }>(
      'SELECT channel, recipient, purpose, status_id, body FROM outbox WHERE request_id = $1 ORDER BY id',
      [id],
    );
  const storeFile = async (id: string, providerId: number, requestId: number | null = null) => {
    await s.db.query(
      `INSERT INTO file (id, file_name, file_type, content_type, size_bytes, sha256, storage_path, provider_id, uploaded_by, request_id, created_on)
       VALUES ($1, $2, 'Report', 'application/pdf', 10, 'x', $1, $3, 1, $4, $5)`,
      [id, `${id}.pdf`, providerId, requestId, s.clock.now()],
    );
  };

  it('confirms a new request: status, version, history with the actor, and the customer told after the change', async () => {
    const id = FX_REQUEST.new1;
    const before = (await history(id)).length;
    const res = await update([{ requestId: id, action: 'Confirm', remarks: 'Slot confirmed with customer' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: null, updatedRequestIds: [id], results: [{ requestId: id, success: true, statusId: 23, error: null }] });
    expect(await request(id)).toEqual({ status_id: 23, version: 2, remarks: 'Slot confirmed with customer' });
    const steps = await history(id);
    expect(steps).toHaveLength(before + 1);
    expect(steps.at(-1)).toEqual({ status_id: 23, actor_user_id: U.dcadmin.id, actor_name: 'dcadmin Tester', at: s.clock.now(), remarks: 'Slot confirmed with customer', feedback: null, attachments: {} });
    const sent = await outbox(id);
    expect(sent.map((m) => [m.channel, m.recipient, m.purpose, m.status_id])).toEqual([
      ['Email', 'Asha.Rao@mail.test', 'statusNotification', 23],
      ['SMS', '9876500001', 'statusNotification', 23],
    ]);
    expect(sent[0].body).toContain("'Appointment Confirmed'");
  });

  it('asks who visits for a home visit, and sends a do-not-disturb customer no SMS', async () => {
    const id = FX_REQUEST.new2;
    const refused = (await update([{ requestId: id, action: 'Confirm', remarks: 'Confirmed' }])).json();
    expect(refused).toMatchObject({ success: false, error: 'Choose at least one Home Visit By option', results: [{ requestId: id, success: false, statusId: 22 }] });
    expect((await request(id)).version).toBe(1);
    const ok = (await update([{ requestId: id, action: 'Confirm', remarks: 'Home Visit By: Doctor, LAB Technician - Confirmed' }])).json();
    expect(ok.success).toBe(true);
    expect((await outbox(id)).map((m) => m.channel)).toEqual(['Email']);
  });

  it('rejects with a reason, and refuses a reason that is not on the list', async () => {
    const id = FX_REQUEST.new3;
    expect((await update([{ requestId: id, action: 'RejectedByProvider', remarks: 'Busy' }])).json().error).toBe('Please choose a reason');
    const res = (await update([{ requestId: id, action: 'RejectedByProvider', remarks: 'Others - Pin code not serviceable' }])).json();
    expect(res.results[0]).toEqual({ requestId: id, success: true, statusId: 146, error: null });
    expect((await history(id)).at(-1)?.remarks).toBe('Others - Pin code not serviceable');
  });

  it('refuses an action the request does not offer, and hides requests outside the caller tree', async () => {
    const res = (await update([{ requestId: FX_REQUEST.new5, action: 'Attended', remarks: 'Came in' }])).json();
    expect(res.results[0]).toEqual({ requestId: FX_REQUEST.new5, success: false, statusId: 22, error: `Request ${FX_REQUEST.new5} is 'New Appointment Request': Attended is not possible` });
    expect((await update([{ requestId: FX_REQUEST.conf1, action: 'NotAttended', remarks: 'customer not answering the calls' }])).json().error).toBe(
      `Request ${FX_REQUEST.conf1} is 'Confirmed by Medical Center': Not Attended is not possible`,
    );
    expect((await update([{ requestId: FX_REQUEST.new5, action: 'Reschedule', remarks: 'x' }])).json().error).toBe('Reschedule is not an action of lab requests');
    for (const requestId of [FX_REQUEST.other1, FX_REQUEST.consult1, 99_999_999]) {
      expect((await update([{ requestId, action: 'Confirm', remarks: 'ok' }])).json().results[0]).toEqual({ requestId, success: false, statusId: null, error: `Request ${requestId} was not found` });
    }
    expect((await update([{ requestId: FX_REQUEST.new5, action: 'Confirm', remarks: 'ok' }], branchOps)).json().error).toBe(`Request ${FX_REQUEST.new5} was not found`);
    expect((await request(FX_REQUEST.other1)).status_id).toBe(22);
  });

  it('applies the good rows of a bulk and reports the bad one: only status 40 can be bulk-attended', async () => {
    const [a, bad, c] = [FX_REQUEST.conf2, FX_REQUEST.conf1, FX_REQUEST.conf3];
    const res = (await update([a, bad, c].map((requestId) => ({ requestId, action: 'Attended', remarks: 'All samples collected', userFeedback: 'Satisfied' })))).json();
    expect(res).toEqual({
      success: false,
      error: 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended',
      updatedRequestIds: [a, c],
      results: [
        { requestId: a, success: true, statusId: 32, error: null },
        { requestId: bad, success: false, statusId: 23, error: 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended' },
        { requestId: c, success: true, statusId: 32, error: null },
      ],
      undo: { batchId: expect.any(String), undoUntil: '2026-11-22T06:30:10.000Z' },
    });
    expect((await request(a)).status_id).toBe(32);
    expect((await request(c)).status_id).toBe(32);
    expect(await request(bad)).toMatchObject({ status_id: 23, version: 1 });
    expect((await history(a)).at(-1)).toMatchObject({ status_id: 32, feedback: 'Satisfied' });
    // On its own, a confirmed (23) request can be marked attended.
    expect((await update([{ requestId: bad, action: 'Attended', remarks: 'Came in' }])).json().success).toBe(true);
  });

  it('marks not attended with a listed reason, and a late visit attended from Not Attended', async () => {
    const id = FX_REQUEST.conf5;
    expect((await update([{ requestId: id, action: 'NotAttended', remarks: 'Others - closed' }])).json().error).toBe('Please describe the reason in at least 10 characters');
    expect((await update([{ requestId: id, action: 'NotAttended', remarks: 'customer not answering the calls' }])).json().results[0].statusId).toBe(39);
    expect((await update([{ requestId: FX_REQUEST.na1, action: 'Attended', remarks: 'Came the next day', userFeedback: 'Pacifistic' }])).json().results[0].statusId).toBe(32);
    expect((await update([{ requestId: FX_REQUEST.docs5, action: 'Confirm', remarks: 'x', userFeedback: 'Satisfied' }])).json().error).toMatch(/not possible/);
  });

  it('submits reports: needs one, attaches the caller own files under their stored names', async () => {
    const id = FX_REQUEST.docs1;
    expect((await update([{ requestId: id, action: 'Submit', remarks: 'All reports' }])).json().error).toBe('No report uploaded');
    await storeFile('fx-report-1', 101);
    await storeFile('fx-bill-1', 100);
    await storeFile('fx-foreign', 200);
    await storeFile('fx-taken', 101, FX_REQUEST.docs4);
    const attach = (reports: Record<string, string>) => ({ requestId: id, action: 'Submit', remarks: 'All reports', attachFiles: { reports, bills: { 'fx-bill-1': 'bill' } } });
    expect((await update([attach({ 'fx-foreign': 'x.pdf' })])).json().error).toBe('File fx-foreign was not found');
    expect((await update([attach({ 'fx-none': 'x.pdf' })])).json().error).toBe('File fx-none was not found');
    expect((await update([attach({ 'fx-taken': 'x.pdf' })])).json().error).toBe('File fx-taken belongs to another request');
    const res = (await update([attach({ 'fx-report-1': 'renamed-by-client.pdf' })])).json();
    expect(res.results[0]).toEqual({ requestId: id, success: true, statusId: 37, error: null });
    expect((await history(id)).at(-1)?.attachments).toEqual({ reports: { 'fx-report-1': 'fx-report-1.pdf' }, bills: { 'fx-bill-1': 'fx-bill-1.pdf' } });
    const files = await s.db.query<{ id: string; request_id: number }>(`SELECT id, request_id FROM file WHERE id IN ('fx-report-1', 'fx-bill-1') ORDER BY id`);
    expect(files).toEqual([{ id: 'fx-bill-1', request_id: id }, { id: 'fx-report-1', request_id: id }]);
  });

  it('sends e-sales and pre-policy reports to branch approval, and allows their partial upload', async () => {
    await storeFile('fx-report-2', 101);
    await storeFile('fx-report-3', 101);
    const files = (key: string) => ({ reports: { [key]: 'r.pdf' } });
    const ppmc = FX_REQUEST.docs2;
    expect((await update([{ requestId: ppmc, action: 'Submit', remarks: 'All', attachFiles: files('fx-report-2') }])).json().error).toBe(
      `Request ${ppmc} is 'Attended': Submit is not possible`,
    );
    expect((await update([{ requestId: ppmc, action: 'ReportApprovalPendingByBranch', remarks: 'All', attachFiles: files('fx-report-2') }])).json().results[0].statusId).toBe(161);
    const partial = FX_REQUEST.part1;
    expect((await update([{ requestId: partial, action: 'PartialReportUploaded', remarks: 'Blood only', attachFiles: files('fx-report-3') }])).json().results[0].statusId).toBe(162);
    expect((await update([{ requestId: partial, action: 'PartialReportUploaded', remarks: 'Again', attachFiles: files('fx-report-3') }])).json().error).toMatch(/Partial Upload is not possible/);
  });

  it('lets exactly one of two users acting on the same request at once win; the other gets a clear error', async () => {
    const id = FX_REQUEST.new4;
    const before = (await history(id)).length;
    const [first, second] = await Promise.all([
      update([{ requestId: id, action: 'Confirm', remarks: 'Confirmed by admin' }], admin),
      update([{ requestId: id, action: 'RejectedByProvider', remarks: 'No Bandwidth' }], branchOps),
    ]);
    const results = [first.json(), second.json()];
    expect(results.filter((r) => r.success)).toHaveLength(1);
    const loser = results.find((r) => !r.success);
    expect(loser.error).toMatch(new RegExp(`^Request ${id} (was changed by someone else meanwhile; refresh the list and try again|is '(Confirmed by Medical Center|Rejected)': (Reject|Confirm) is not possible)$`));
    expect(await history(id)).toHaveLength(before + 1);
    expect((await request(id)).version).toBe(2);
    expect(new Set((await outbox(id)).map((m) => m.status_id)).size).toBe(1);
  });

  it('writes nothing when the version read is stale (optimistic concurrency)', async () => {
    const id = FX_REQUEST.new6;
    const change = { requestId: id, fromStatus: 22, toStatus: 23, at: s.clock.now(), actorUserId: 1, actorName: 'x', remarks: 'r', feedback: null, attachments: {} };
    expect(await writeStatusChange(s.db, { ...change, fromVersion: 7 })).toBe('moved-on');
    expect(await request(id)).toMatchObject({ status_id: 22, version: 1 });
    expect(await writeStatusChange(s.db, { ...change, fromVersion: 1 })).toBe('applied');
    expect(await writeStatusChange(s.db, { ...change, fromVersion: 1 })).toBe('moved-on');
    expect(await request(id)).toMatchObject({ status_id: 23, version: 2 });
  });

  it('refuses insurers, another user id, a provider outside the tree, and bad bodies naming the field', async () => {
    const insurer = await s.signIn(U.insureradmin.userName);
    const item = [{ requestId: FX_REQUEST.new5, action: 'Confirm', remarks: 'ok' }];
    expect((await s.call('POST', '/api/medibuddyCentral/updateRequests', { token: insurer, body: { userId: U.insureradmin.id, services: 'LABS', providerId: 301, requestUpdateData: item } })).statusCode).toBe(403);
    expect((await update(item, admin, { userId: U.noOtp.id })).statusCode).toBe(403);
    expect((await update(item, admin, { providerId: 200 })).statusCode).toBe(403);
    expect((await update(item, admin, { services: 'OFFLINE_CONSULTS' })).statusCode).toBe(403);
    const bad = await update([{ requestId: FX_REQUEST.new5, action: 'Teleport' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('body/requestUpdateData/0/action must be equal to one of the allowed values');
    const empty = await update([]);
    expect(empty.json().errorMessage).toBe('body/requestUpdateData must NOT have fewer than 1 items');
    expect((await request(FX_REQUEST.new5)).status_id).toBe(22);
  });
});
