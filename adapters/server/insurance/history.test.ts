import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { INSURER_REQUESTS as R, loadInsurerFixture } from '../testing/insurer-fixture.ts';

const U = FIXTURE.users;
const DND_NUMBERS = [R.submittedDnd.phone, R.submittedDnd.additionals.alternateMobile];

describe.each(TEST_ENGINES)('request history on %s', (engine) => {
  let s: TestServer;
  let insurer: string;
  let lab: string;
  let otherLab: string;
  let agent: string;
  let otherInsurer: string;
  const post = (path: string, body: unknown, token: string) => s.call('POST', `/api/insurance/${path}`, { body, token });
  const history = (requestId: number, token: string) => post('showHistory', { requestId }, token);

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadInsurerFixture(s.db, s.clock.now());
    [insurer, lab, otherLab, agent, otherInsurer] = await Promise.all(
      [U.insureradmin.userName, U.dcadmin.userName, U.otherLab.userName, U.insureragent.userName, U.otherInsurer.userName].map((u) => s.signIn(u)),
    );
  });
  afterAll(() => s.close());

  it('tells an insurer the recorded story in insurer words, with bills but no reports before QC approval', async () => {
    const res = await history(R.submittedDnd.id, insurer);
    expect(res.statusCode).toBe(200);
    const h = res.json().requestHistory;
    expect(h.requestId).toBe(R.submittedDnd.id);
    expect(h.statusHistory.map((x: { status: string }) => x.status)).toEqual(['Appointment Created', 'Appointment Confirmed', 'Attended', 'Report Uploaded']);
    expect(h.statusHistory.map((x: { requestCreatedBy: string }) => x.requestCreatedBy)).toEqual(['EDW File', 'Fx Tester', 'Fx Tester', 'Fx Tester']);
    expect(h.statusHistory[3].attachments).toEqual({ bills: { 'fx1-b1': 'Invoice.pdf' } });
    expect(res.body).not.toContain('fx1-r1');
    expect(h.additionalInformation).toMatchObject({
      patientName: 'Deepa Nair', productType: 9782, fileSourceId: 1000042, sourceType: 'PPMC', sourceName: 'Fixture Insurance',
      primaryEntityId: 301, primaryEntityName: 'Acme Ltd', priorityForRequest: { priorityName: 'HNI' }, dob: '1990-05-10',
      additionals: { DND: true, DNDCustomer: true, ProposalNumber: 'PRP000000001', PinCode: '560001' },
      agentName: null,
    });
  });

  it('releases reports to the insurer once QC approved, with agent details for e-sales', async () => {
    const h = (await history(R.approved.id, insurer)).json().requestHistory;
    expect(h.statusHistory.at(-1)).toMatchObject({ statusId: 48, status: 'Reports Verified', remarks: 'Approved' });
    expect(h.statusHistory[3].attachments).toEqual({ reports: { 'fx2-r1': 'ECG.pdf' } });
    expect(h.statusHistory[2].remarks).toBeNull();
    expect(h.additionalInformation).toMatchObject({
      visitType: 'Home_Visit', agentName: 'Agent Fx', agentCode: 'AG-1', agentMobileNumber: '9800000099', clientLocation: 'Globex HQ, Pune', dob: '0001-01-01',
    });
  });

  it('shows a lab of the tree its reports at once, in lab words, without the client onsite location', async () => {
    const dnd = (await history(R.submittedDnd.id, lab)).json().requestHistory;
    expect(dnd.statusHistory.map((x: { status: string }) => x.status)).toEqual([
      'New Appointment Request', 'Confirmed by Medical Center', 'Attended', 'Info submitted',
    ]);
    expect(dnd.statusHistory[3].attachments).toEqual({ bills: { 'fx1-b1': 'Invoice.pdf' }, reports: { 'fx1-r1': 'Blood report.pdf' } });
    const approved = (await history(R.approved.id, lab)).json().requestHistory;
    expect(approved.additionalInformation.clientLocation).toBeNull();
  });

  it('masks a DND customer\'s numbers everywhere, for every role', async () => {
    for (const token of [insurer, lab]) {
      const res = await history(R.submittedDnd.id, token);
      for (const n of DND_NUMBERS) expect(res.body).not.toContain(n);
      const h = res.json().requestHistory;
      expect(h.additionalInformation.contactNo).toBe('98765*****');
      expect(h.primaryContactNo).toBe('98765*****');
      expect(h.additionalInformation.additionals.alternateMobile).toBe('91234*****');
      expect(h.statusHistory[1].remarks).toBe('Confirmed; customer asked to call 98765***** before the visit');
      expect(h.statusHistory[1].correspondences).toHaveLength(1);
      expect(h.statusHistory[1].correspondences[0].comment).toBe('Customer on 98765***** asked for a callback');
    }
    const plain = (await history(R.approved.id, insurer)).json().requestHistory;
    expect(plain.additionalInformation.contactNo).toBe(R.approved.phone);
  });

  it('never shows a request outside the caller\'s insurer, lab tree or agent code, answering as for an unknown id', async () => {
    expect((await history(R.otherInsurer.id, insurer)).statusCode).toBe(404);
    expect((await history(R.submittedDnd.id, otherInsurer)).statusCode).toBe(404);
    expect((await history(R.otherInsurer.id, otherInsurer)).statusCode).toBe(200);
    expect((await history(R.otherLab.id, lab)).statusCode).toBe(404);
    expect((await history(R.submittedDnd.id, otherLab)).statusCode).toBe(404);
    expect((await history(R.otherLab.id, otherLab)).statusCode).toBe(200);
    expect((await history(R.otherLab.id, insurer)).statusCode).toBe(200);
    expect((await history(R.approved.id, agent)).statusCode).toBe(200);
    expect((await history(R.submittedDnd.id, agent)).statusCode).toBe(404);
    const missing = await history(39999999, insurer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().isSuccess).toBe(false);
  });

  it('refuses malformed bodies naming the field', async () => {
    const bad = await post('showHistory', { requestId: 'abc' }, insurer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain('requestId');
    const extra = await post('showHistory', { requestId: R.approved.id, role: 'x' }, insurer);
    expect(extra.statusCode).toBe(400);
    expect((await post('showCorrespondence', {}, insurer)).json().errorMessage).toContain('id');
    expect((await post('showHistory', { requestId: R.approved.id }, 'not-a-token')).statusCode).toBe(401);
  });

  it('answers the correspondences of a request, newest first, masked, in scope only', async () => {
    const res = await post('showCorrespondence', { id: R.submittedDnd.id }, insurer);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(R.submittedDnd.phone);
    expect(res.json().correspondences).toEqual([
      expect.objectContaining({
        requestId: R.submittedDnd.id, callStatusValue: 'Call back later', rC_Blob: JSON.stringify({ uicnumber: 'UIC1', callbackdate: '2026-11-23' }),
        attachFiles: { correspondencereports: { 'fx1-c1': 'Call notes.pdf' } },
      }),
    ]);
    expect((await post('showCorrespondence', { id: R.approved.id }, insurer)).json().correspondences).toEqual([]);
    expect((await post('showCorrespondence', { id: R.submittedDnd.id }, otherInsurer)).statusCode).toBe(404);
  });
});
