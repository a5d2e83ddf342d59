import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';
import { waitForList } from './support/lab-desk.ts';

/**
 * The portal runs under the server's Content-Security-Policy: pages load, sign-in works and MUI's
 * styles apply with no violation reported (the portal support records every one, and fails the
 * file on any), while a script injected into the page is refused.
 */
describe('the portal under its Content-Security-Policy', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.close());

  it("sends the page a strict policy whose nonce is the page's own", async () => {
    const res = await fetch(portal.url('/login'), { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  });

  it('loads sign-in, the code dialog, the lab desk and a history page with no violation', async () => {
    const { context, page } = await portal.newPage();
    const landed = await signIn(portal, page, 'dcadmin');
    expect(landed).toBe('/dcadmin/appointments');
    await waitForList(page);
    // MUI's styles applied: the desk's buttons are styled, not browser defaults.
    const button = page.getByRole('button', { name: 'Export' });
    expect(await button.evaluate((b) => getComputedStyle(b).display)).not.toBe('inline-block');
    const [row] = await portal.server.db.query<{ id: string }>(`SELECT id FROM appointment_request WHERE provider_id = 101 AND service = 'LABS' ORDER BY id LIMIT 1`);
    await page.goto(portal.url(`/dcadmin/appointments/${row.id}/history`));
    await page.getByRole('heading', { name: `Request ${row.id}` }).waitFor();
    expect(portal.cspViolations).toEqual([]);
    await context.close();
  }, 120_000);

  it('refuses a script injected into the page, and reports it', async () => {
    const { context, page } = await portal.newPage();
    await page.goto(portal.url('/login'));
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => portal.cspViolations.length).toBe(1);
    expect(portal.cspViolations.splice(0)[0]).toMatch(/^script-src-elem: inline/);
    await context.close();
  });
});
