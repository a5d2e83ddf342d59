import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { fixtureFileBytes, INSURER_REQUESTS as R, loadInsurerFixture, writeInsurerFiles } from '../testing/insurer-fixture.ts';

const U = FIXTURE.users;
const HOUR = 3600;

describe.each(TEST_ENGINES)('report zips on %s', (engine) => {
  let s: TestServer;
  let filesDir: string;
  let mareport: string;
  let insurer: string;
  let agent: string;
  let lab: string;
  let otherLab: string;
  let otherInsurer: string;
  let nowSeconds: number;

  const entries = async (payload: Buffer) => {
    const zip = await JSZip.loadAsync(payload);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir).sort();
    return { names, zip };
  };
  const reports = (body: Record<string, unknown>, token = mareport) =>
    s.call('POST', '/api/insurance/integration/DownloadFile', {
      token,
      body: { ZipFileName: 'Reports', EntityRelationId: [301, 302], ApprovalStartTimeInUnix: nowSeconds - 12 * HOUR, ApprovalEndTimeInUnix: nowSeconds - 8 * HOUR, ...body },
    });
  const documents = (erId: number, token: string, isHA = false) => s.call('POST', '/api/provider/getRequiredDocuments/', { token, body: { erId, isHA } });

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'insurer-files-'));
    s = await startTestServer(engine, { filesDir });
    nowSeconds = Math.floor(s.clock.now().getTime() / 1000);
    await loadInsurerFixture(s.db, s.clock.now());
    await writeInsurerFiles(filesDir);
    [mareport, insurer, agent, lab, otherLab, otherInsurer] = await Promise.all(
      [U.mareport.userName, U.insureradmin.userName, U.insureragent.userName, U.dcadmin.userName, U.otherLab.userName, U.otherInsurer.userName].map((u) => s.signIn(u)),
    );
  });
  afterAll(async () => {
    await s.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('zips the reports QC-approved in the window, one folder per request', async () => {
    const res = await reports({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Reports.zip"; filename*=UTF-8''Reports.zip`);
    const { names, zip } = await entries(res.rawPayload);
    expect(names).toEqual([`${R.approved.id}/ECG.pdf`]);
    expect(Buffer.from(await zip.file(names[0])!.async('uint8array'))).toEqual(fixtureFileBytes('fx2-r1'));
    expect((await reports({}, insurer)).statusCode).toBe(200);
  });

  it('answers an empty zip for a window or entities without approvals', async () => {
    expect((await entries((await reports({ ApprovalStartTimeInUnix: nowSeconds - 16 * HOUR, ApprovalEndTimeInUnix: nowSeconds - 11 * HOUR })).rawPayload)).names).toEqual([]);
    expect((await entries((await reports({ EntityRelationId: [301] })).rawPayload)).names).toEqual([]);
    expect((await entries((await reports({ RequestId: R.submittedDnd.id })).rawPayload)).names).toEqual([]);
  });

  it('refuses a window over 6 hours or backwards, naming the field', async () => {
    const long = await reports({ ApprovalStartTimeInUnix: nowSeconds - 14 * HOUR - 1 });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessage).toBe('body/ApprovalEndTimeInUnix: The time span must not exceed 6 hours');
    const backwards = await reports({ ApprovalStartTimeInUnix: nowSeconds, ApprovalEndTimeInUnix: nowSeconds - HOUR });
    expect(backwards.json().errorMessage).toContain('End time must be after the start time');
    const missing = await s.call('POST', '/api/insurance/integration/DownloadFile', { token: mareport, body: { ZipFileName: 'x', EntityRelationId: [301] } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toContain('ApprovalStartTimeInUnix');
  });

  it('serves only the report roles, within their own corporates', async () => {
    expect((await reports({ EntityRelationId: [401] })).statusCode).toBe(403);
    expect((await reports({}, otherInsurer)).statusCode).toBe(403);
    expect((await reports({}, agent)).statusCode).toBe(403);
    expect((await reports({}, lab)).statusCode).toBe(403);
  });

  it("zips one request's documents for its lab, and for its insurer without unreleased reports", async () => {
    const labZip = await documents(R.submittedDnd.id, lab);
    expect(labZip.statusCode).toBe(200);
    expect(labZip.headers['content-disposition']).toBe(`attachment; filename="Documents_${R.submittedDnd.id}.zip"; filename*=UTF-8''Documents_${R.submittedDnd.id}.zip`);
    expect((await entries(labZip.rawPayload)).names).toEqual([`${R.submittedDnd.id}/Blood report.pdf`, `${R.submittedDnd.id}/Invoice.pdf`]);
    expect((await entries((await documents(R.submittedDnd.id, lab, true)).rawPayload)).names).toEqual([`${R.submittedDnd.id}/Blood report.pdf`]);
    expect((await entries((await documents(R.submittedDnd.id, insurer)).rawPayload)).names).toEqual([`${R.submittedDnd.id}/Invoice.pdf`]);
    expect((await entries((await documents(R.approved.id, insurer)).rawPayload)).names).toEqual([`${R.approved.id}/ECG.pdf`]);
    expect((await documents(R.submittedDnd.id, otherInsurer)).statusCode).toBe(404);
    expect((await documents(R.submittedDnd.id, otherLab)).statusCode).toBe(404);
    expect((await documents(39999999, lab)).statusCode).toBe(404);
  });

  it('downloads one file of a visible request, reports only once released to insurers', async () => {
    const file = (fileGuid: string, token: string, fileName?: string) =>
      s.call('POST', '/api/insurance/DownloadFile', { token, body: { fileGuid, ...(fileName ? { fileName } : {}) } });
    const bill = await file('fx1-b1', insurer, 'My invoice.pdf');
    expect(bill.statusCode).toBe(200);
    expect(bill.headers['content-disposition']).toBe(`attachment; filename="My invoice.pdf"; filename*=UTF-8''My%20invoice.pdf`);
    expect(bill.rawPayload).toEqual(fixtureFileBytes('fx1-b1'));
    const named = await file('fx1-b1', insurer, '報告.pdf');
    expect(named.statusCode).toBe(200);
    expect(named.headers['content-disposition']).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A.pdf`);
    expect((await file('fx1-r1', insurer)).statusCode).toBe(404);
    expect((await file('fx1-r1', lab)).rawPayload).toEqual(fixtureFileBytes('fx1-r1'));
    expect((await file('fx2-r1', insurer)).headers['content-disposition']).toBe(`attachment; filename="ECG.pdf"; filename*=UTF-8''ECG.pdf`);
    expect((await file('fx1-b1', otherInsurer)).statusCode).toBe(404);
    expect((await file('fx1-b1', otherLab)).statusCode).toBe(404);
    expect((await file('no-such-file', insurer)).statusCode).toBe(404);
  });
});
