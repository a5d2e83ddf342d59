import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../testing/fixture.ts';
import { PHOTO_PNG } from '../testing/images.ts';
import { multipartForm as form } from '../testing/multipart-form.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';

const U = FIXTURE.users;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.each(TEST_ENGINES)('previewFile (files GET /{id}) on %s', (engine) => {
  let s: TestServer;
  let admin = ''; // provider 100, parent of 101 and 102
  let branch = ''; // provider 101
  let otherLab = ''; // provider 200
  let insurer = '';
  let report = '';
  let photo = '';

  const upload = async (name: string, bytes: Buffer, type: string) => {
    const f = form({ fileName: name, fileType: 'Report', appId: 10007, contractType: 3104 }, { name, bytes, type });
    const res = await s.call('POST', '/api/medibuddyCentral/uploadFile', { body: f.body, headers: f.headers, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return Object.keys(res.json().data)[0]!;
  };
  const preview = (id: string, token: string | undefined, query = '?preview=true') => s.call('GET', `/api/files/${id}${query}`, token ? { token } : {});

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    admin = await s.signIn(U.dcadmin.userName);
    branch = await s.signIn(U.noOtp.userName);
    otherLab = await s.signIn(U.otherLab.userName);
    insurer = await s.signIn(U.insureradmin.userName);
    report = await upload('blood report.pdf', PDF, 'application/pdf');
    photo = await upload('wound.png', PHOTO_PNG, 'image/png');
  }, 60_000);
  afterAll(async () => s?.close());

  it('shows the uploader a stored report inline, or as an attachment without preview', async () => {
    const shown = await preview(report, admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toBe(`inline; filename="blood report.pdf"; filename*=UTF-8''blood%20report.pdf`);
    expect(shown.rawPayload).toEqual(PDF);
    const saved = await preview(report, admin, '');
    expect(saved.headers['content-disposition']).toMatch(/^attachment; /);
    expect(saved.rawPayload).toEqual(PDF);
  });

  it('answers an image as it was kept: the re-encoded picture', async () => {
    const shown = await preview(photo, admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ format: 'png', width: 96, height: 96 });
  });

  it('needs a session and a provider role', async () => {
    const none = await preview(report, undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json().errorMessage).toBe('Invalid Access Token');
    expect((await preview(report, 'not-a-token')).statusCode).toBe(401);
    const refused = await preview(report, insurer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe('You are not Authorized for this action');
  });

  it('hides another provider tree\'s file as it hides an unknown one, until it is attached to a request of the tree', async () => {
    for (const [id, token] of [[report, otherLab], ['fNoSuchFile000000000000000', admin], [report, branch]] as const) {
      const res = await preview(id, token);
      expect(res.statusCode, `${id} ${token}`).toBe(404);
      expect(res.json().errorMessage).toBe('File not found');
    }
    const attached = await s.call('POST', '/api/medibuddyCentral/updateRequests', {
      token: admin,
      body: { userId: U.dcadmin.id, services: 'LABS', providerId: 100, requestUpdateData: [{ requestId: FX_REQUEST.docs1, action: 'Submit', remarks: 'All reports', attachFiles: { reports: { [report]: 'blood report.pdf' } } }] },
    });
    expect(attached.json().success, attached.body).toBe(true);
    expect((await preview(report, branch)).rawPayload).toEqual(PDF);
    expect((await preview(report, otherLab)).statusCode).toBe(404);
  });

  it('refuses a malformed id or flag, and answers not found when the bytes are gone', async () => {
    const badId = await preview('bad$id', admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errorMessage).toBe('params/id must match pattern "^[A-Za-z0-9._-]+$"');
    const badFlag = await preview(report, admin, '?preview=maybe');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().errorMessage).toBe('querystring/preview must be boolean');
    const gone = await upload('gone.pdf', PDF, 'application/pdf');
    const [{ storage_path }] = await s.db.query<{ storage_path: string }>('SELECT storage_path FROM file WHERE id = $1', [gone]);
    rmSync(join(s.config.filesDir, storage_path));
    const res = await preview(gone, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('File not found');
  });
});
