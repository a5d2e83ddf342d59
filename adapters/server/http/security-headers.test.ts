import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { INSURER_REQUESTS as R, loadInsurerFixture, writeInsurerFiles } from '../testing/insurer-fixture.ts';

const U = FIXTURE.users;
/** The built page as vite writes it with html.cspNonce. */
const PAGE = '<!doctype html><html><head><meta property="csp-nonce" nonce="CSP_NONCE"><style nonce="CSP_NONCE">p{}</style><script type="module" src="/assets/a.js" nonce="CSP_NONCE"></script></head><body></body></html>';

describe('security headers', () => {
  let s: TestServer;
  let lab: string;
  const staticDir = mkdtempSync(join(tmpdir(), 'portal-page-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-files-'));

  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), PAGE);
    s = await startTestServer('pglite', { staticDir, filesDir });
    await loadInsurerFixture(s.db, s.clock.now());
    await writeInsurerFiles(filesDir);
    lab = await s.signIn(U.dcadmin.userName);
  });
  afterAll(async () => {
    await s?.close();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  });

  const page = () => s.call('GET', '/dcadmin/appointments', { headers: { accept: 'text/html' } });
  const nonceOf = (res: LightMyRequestResponse) => /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(String(res.headers['content-security-policy']))?.[1];

  it('serves the page under a strict policy, its nonce written into the page and new on every answer', async () => {
    const first = await page();
    expect(first.statusCode).toBe(200);
    const csp = String(first.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "connect-src 'self'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(first.body).not.toContain('CSP_NONCE');
    expect(first.body.match(new RegExp(`nonce="${nonce!.replace(/[+/]/g, '\\$&')}"`, 'g'))).toHaveLength(3);
    expect(nonceOf(await page())).not.toBe(nonce);
    const direct = await s.call('GET', '/index.html', { headers: { accept: 'text/html' } });
    expect(direct.body).toContain(`nonce="${nonceOf(direct)}"`);
  });

  it('puts nosniff, no referrer and no framing on every answer, and no-store on every API answer', async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ['page', await page()],
      ['JSON', await s.call('POST', '/api/insurance/showHistory', { token: lab, body: { requestId: R.submittedDnd.id } })],
      ['zip', await s.call('POST', '/api/provider/getRequiredDocuments/', { token: lab, body: { erId: R.submittedDnd.id, isHA: false } })],
      ['file', await s.call('POST', '/api/insurance/DownloadFile', { token: lab, body: { fileGuid: 'fx1-b1' } })],
      ['refusal', await s.call('POST', '/api/insurance/showHistory', { body: { requestId: 1 } })],
      ['unknown route', await s.call('GET', '/api/nothing-here')],
      ['readiness', await s.call('GET', '/readyz')],
    ];
    for (const [what, res] of answers) {
      expect(res.statusCode, what).toBeLessThan(500);
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(String(res.headers['content-security-policy']), what).toContain("frame-ancestors 'none'");
    }
    for (const [what, res] of answers.filter(([w]) => !['page', 'readiness'].includes(w))) {
      expect(res.headers['cache-control'], what).toBe('no-store');
      // An API answer is data, never a page: its policy allows nothing.
      expect(res.headers['content-security-policy'], what).toBe("default-src 'none';frame-ancestors 'none'");
    }
    expect(answers.find(([w]) => w === 'zip')![1].headers['content-type']).toBe('application/zip');
  });
});
