import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm as form } from '../testing/multipart-form.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { allOperations } from '../operations.ts';
import { cryptoRandom } from '../random.ts';
import { OutboxMessenger } from '../mail/outbox-messenger.ts';

/** The outbox is both the messenger and the dispatcher of what is queued. */
const outboxOf = (m: OutboxMessenger) => ({ messenger: m, outbox: m });
import { SIGNED_URL_TTL_SECONDS, SignedLinks, signature } from './signed-url.ts';
import { urlSigningSecret } from './signing-secret.ts';

const U = FIXTURE.users;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode');

describe.each(TEST_ENGINES)('report files on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let branchOps: string;
  let otherLab: string;
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-files-'));

  beforeAll(async () => {
    s = await startTestServer(engine, { filesDir, publicUrl: 'http://portal.test' });
    await loadRequestsFixture(s.db, s.clock.now());
    admin = await s.signIn(U.dcadmin.userName);
    branchOps = await s.signIn(U.noOtp.userName);
    otherLab = await s.signIn(U.otherLab.userName);
  });
  afterAll(async () => {
    await s?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const fields = (fileName: string, more: object = {}) => ({ fileName, fileType: 'Report', appId: 10007, contractType: 3104, ...more });
  const upload = (f: ReturnType<typeof form>, token = admin) => s.call('POST', '/api/medibuddyCentral/uploadFile', { body: f.body, headers: f.headers, token });
  const fileRows = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM file'))[0].n;
  const tempFiles = () => (existsSync(join(filesDir, 'tmp')) ? readdirSync(join(filesDir, 'tmp')) : []);
  const download = (guid: string, providerId: number, token = admin) => s.call('GET', `/api/medibuddyCentral/downloadFile?guid=${guid}&providerId=${providerId}`, { token });

  it('stores a PDF under the files folder and answers its key', async () => {
    const res = await upload(form(fields('blood report.pdf'), { name: 'blood report.pdf', bytes: PDF }));
    expect(res.statusCode, res.body).toBe(200);
    const { success, data, error } = res.json();
    expect(success).toBe(true);
    expect(error).toBeNull();
    const [key] = Object.keys(data);
    expect(key).toMatch(/^f[A-Za-z0-9_-]{24}$/);
    expect(data[key]).toBe('blood report.pdf');
    const [row] = await s.db.query<{ content_type: string; size_bytes: number; storage_path: string; provider_id: number; uploaded_by: number; file_type: string }>(
      'SELECT content_type, size_bytes, storage_path, provider_id, uploaded_by, file_type FROM file WHERE id = $1',
      [key],
    );
    expect(row).toMatchObject({ content_type: 'application/pdf', size_bytes: PDF.length, provider_id: 100, uploaded_by: U.dcadmin.id, file_type: 'Report' });
    expect(readFileSync(join(filesDir, row.storage_path))).toEqual(PDF);
  });

  it.each([
    ['an executable named .pdf', 'setup.pdf', EXE, 'Only PDF, JPG and PNG files can be uploaded'],
    ['a PNG named .pdf', 'scan.pdf', Buffer.concat([PNG_HEAD, Buffer.alloc(100)]), 'The content of scan.pdf does not match its name'],
    ['a PDF named .exe', 'report.exe', PDF, 'The content of report.exe does not match its name'],
    ['an image over 2 MB', 'scan.png', Buffer.concat([PNG_HEAD, Buffer.alloc(2 * 1024 * 1024)]), 'Exceeded the file size limit of 2MB'],
    ['a PDF over 10 MB', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'Exceeded the file size limit of 10MB'],
  ])('refuses %s and keeps nothing', async (_what, name, bytes, message) => {
    const before = await fileRows();
    const res = await upload(form(fields(name), { name, bytes }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(message);
    expect(await fileRows()).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('checks the form fields against the contract, naming the field', async () => {
    const { fileType: _t, ...noType } = fields('r.pdf');
    expect((await upload(form(noType, { name: 'r.pdf', bytes: PDF }))).json().errorMessage).toBe("body must have required property 'fileType'");
    expect((await upload(form(fields('r.pdf', { fileType: 'Virus' }), { name: 'r.pdf', bytes: PDF }))).json().errorMessage).toBe('body/fileType must be equal to one of the allowed values');
    expect((await upload(form(fields('r.pdf', { appId: 'ten' }), { name: 'r.pdf', bytes: PDF }))).json().errorMessage).toBe('body/appId must be integer');
    expect((await upload(form(fields('r.pdf', { contractType: '1e400' }), { name: 'r.pdf', bytes: PDF }))).json().errorMessage).toBe('body/contractType must be a finite number');
    expect((await upload(form(fields('r.pdf', { contractType: 2 ** 31 }), { name: 'r.pdf', bytes: PDF }))).json().errorMessage).toBe('body/contractType must be <= 2147483647');
    expect((await upload(form(fields('r\u0000.pdf'), { name: 'r.pdf', bytes: PDF }))).json().errorMessage).toBe('body/fileName must not contain NUL characters');
    expect((await upload(form(fields('r.pdf')))).json().errorMessage).toBe("body must have required property 'file'");
    const json = await s.call('POST', '/api/medibuddyCentral/uploadFile', { body: fields('r.pdf'), token: admin });
    expect(json.statusCode).toBe(400);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses uploads without a session or from insurers', async () => {
    expect((await upload(form(fields('r.pdf'), { name: 'r.pdf', bytes: PDF }), 'nope')).statusCode).toBe(401);
    const insurer = await s.signIn(U.insureradmin.userName);
    expect((await upload(form(fields('r.pdf'), { name: 'r.pdf', bytes: PDF }), insurer)).statusCode).toBe(403);
  });

  it('hands out a signed URL that serves the file until it expires, and refuses a tampered one', async () => {
    const key = Object.keys((await upload(form(fields('lipid.pdf'), { name: 'lipid.pdf', bytes: PDF }))).json().data)[0];
    const res = await download(key, 100);
    expect(res.statusCode).toBe(200);
    const { isSuccess, signedUrl } = res.json();
    expect(isSuccess).toBe(true);
    // Relative, not from PUBLIC_URL: the portal opens it at whatever host name it was opened at.
    expect(signedUrl).toMatch(new RegExp(`^/api/files/download/${key}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const file = await s.call('GET', signedUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="lipid.pdf"; filename*=UTF-8''lipid.pdf`);
    expect(file.rawPayload).toEqual(PDF);
    const preview = await s.call('GET', `${signedUrl}&preview=true`);
    expect(preview.headers['content-disposition']).toBe(`inline; filename="lipid.pdf"; filename*=UTF-8''lipid.pdf`);

    const url = new URL(signedUrl, 'http://relative.invalid');
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    const other = Object.keys((await upload(form(fields('other.pdf'), { name: 'other.pdf', bytes: PDF }))).json().data)[0];
    for (const tampered of [
      `/api/files/download/${key}?expires=${expires}&signature=${flipped}`,
      `/api/files/download/${key}?expires=${expires + 3600}&signature=${signature}`,
      `/api/files/download/${other}?expires=${expires}&signature=${signature}`,
    ]) {
      const refused = await s.call('GET', tampered);
      expect(refused.statusCode, tampered).toBe(403);
      expect(refused.json().errorMessage).toBe('This link has expired or is not valid');
    }
    s.clock.advanceMinutes(16);
    try {
      const expired = await s.call('GET', signedUrl);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().errorMessage).toBe('This link has expired or is not valid');
    } finally {
      s.clock.advanceMinutes(-16);
    }
  });

  it('refuses a link forged with the old default secret, or reaching further ahead than a link lives', async () => {
    const key = Object.keys((await upload(form(fields('forged.pdf'), { name: 'forged.pdf', bytes: PDF }))).json().data)[0];
    const path = `/api/files/download/${key}`;
    const now = Math.floor(s.clock.now().getTime() / 1000);
    const forged = await s.call('GET', `${path}?expires=${now + 600}&signature=${signature('change-me-in-production', 'GET', path, now + 600)}`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errorMessage).toBe('This link has expired or is not valid');
    // Even the real secret cannot make a link that outlives the server's own link lifetime.
    const [{ value: secret }] = await s.db.query<{ value: string }>(`SELECT value FROM server_secret WHERE name = 'url_signing'`);
    expect(secret).not.toBe('change-me-in-production');
    const at = (expires: number) => s.call('GET', `${path}?expires=${expires}&signature=${signature(secret, 'GET', path, expires)}`);
    expect((await at(now + SIGNED_URL_TTL_SECONDS)).statusCode).toBe(200);
    expect((await at(now + SIGNED_URL_TTL_SECONDS + 1)).statusCode).toBe(403);
    expect((await at(Date.UTC(2100, 0, 1) / 1000)).statusCode).toBe(403);
  });

  it('keeps its own signing secret, and refuses a configured one short enough to guess', async () => {
    const kept = await urlSigningSecret(s.db, undefined, s.clock.now());
    expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await urlSigningSecret(s.db, undefined, s.clock.now())).toBe(kept);
    await expect(urlSigningSecret(s.db, 'change-me-in-production', s.clock.now())).rejects.toThrow('URL_SIGNING_SECRET must be at least 32 characters');
    expect(await urlSigningSecret(s.db, 'x'.repeat(32), s.clock.now())).toBe('x'.repeat(32));
  });

  it('names a download by its stored name whatever its script, as RFC 6266 says', async () => {
    const key = Object.keys((await upload(form(fields('報告.pdf'), { name: '報告.pdf', bytes: PDF }))).json().data)[0];
    const file = await s.call('GET', (await download(key, 100)).json().signedUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A.pdf`);
  });

  it('lets only the uploader tree, or the attached request tree, have a link', async () => {
    const key = Object.keys((await upload(form(fields('ecg.pdf'), { name: 'ecg.pdf', bytes: PDF }))).json().data)[0];
    expect((await download(key, 200, otherLab)).statusCode).toBe(404);
    expect((await download(key, 200)).statusCode).toBe(403);
    expect((await download('no-such-file', 100)).statusCode).toBe(404);
    // Uploaded by the parent's admin: the branch user cannot see it until it is attached to a branch request.
    expect((await download(key, 101, branchOps)).statusCode).toBe(404);
    const attached = await s.call('POST', '/api/medibuddyCentral/updateRequests', {
      token: admin,
      body: { userId: U.dcadmin.id, services: 'LABS', providerId: 100, requestUpdateData: [{ requestId: FX_REQUEST.docs1, action: 'Submit', remarks: 'All reports', attachFiles: { reports: { [key]: 'ecg.pdf' } } }] },
    });
    expect(attached.json().success).toBe(true);
    expect((await download(key, 101, branchOps)).statusCode).toBe(200);
  });

  it('keeps files across a restart: nothing about them lives in memory', async () => {
    const key = Object.keys((await upload(form(fields('kept.pdf'), { name: 'kept.pdf', bytes: PDF }))).json().data)[0];
    const signedUrl = (await download(key, 100)).json().signedUrl as string;
    // A second server on the same database and folder: a URL signed by the first one still works.
    const log = pino({ level: 'silent' });
    const config = { ...configFromEnv({}), staticDir: './none', filesDir, publicUrl: 'http://portal.test' };
    const links = new SignedLinks(await urlSigningSecret(s.db, config.urlSigningSecret, s.clock.now()));
    const restarted = await buildApp({ db: s.db, clock: s.clock, random: cryptoRandom, ...outboxOf(new OutboxMessenger(s.db, s.clock, log)), config, links }, allOperations, { loggerInstance: log });
    try {
      const res = await restarted.inject({ method: 'GET', url: signedUrl });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PDF);
    } finally {
      await restarted.close();
    }
  });
});
