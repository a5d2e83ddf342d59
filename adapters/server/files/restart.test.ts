import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../start.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { latestOneTimeCode } from '../testing/one-time-code.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** The embedded server as `npm start` runs it, on a data folder that outlives it. */
const start = (dataDir: string) =>
  startServer({ config: { dataDir, filesDir: join(dataDir, 'files'), databaseUrl: undefined, publicUrl: 'http://portal.test' }, listen: false, logger: pino({ level: 'silent' }) });

async function signIn(server: RunningServer, userName: string): Promise<string> {
  const call = (url: string, body: object) => server.app.inject({ method: 'POST', url, payload: body }).then((r) => r.json());
  const first = await call('/api/provider/Authenticate', { userName, password: DEMO.password, applicationId: 10007 });
  const otp = await latestOneTimeCode(server.db, userName);
  return (await call('/api/provider/verifyOTP', { otp, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken })).accessToken;
}

describe('an uploaded report after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('still downloads, byte for byte, from a new server on the same data folder', async () => {
    const first = await start(dataDir);
    let token = await signIn(first, 'dcadmin');
    const boundary = '----restart';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\nlipid.pdf\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nReport\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="appId"\r\n\r\n10007\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="contractType"\r\n\r\n3104\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lipid.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/medibuddyCentral/uploadFile',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accesstoken: token },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [key] = Object.keys(uploaded.json().data);
    await first.close();

    const second = await start(dataDir);
    try {
      token = await signIn(second, 'dcadmin');
      const link = await second.app.inject({ method: 'GET', url: `/api/medibuddyCentral/downloadFile?guid=${key}&providerId=${DEMO.parentProviderId}`, headers: { accesstoken: token } });
      expect(link.statusCode, link.body).toBe(200);
      const file = await second.app.inject({ method: 'GET', url: link.json().signedUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(PDF);
    } finally {
      await second.close();
    }
  }, 120_000);
});
