import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn, submitCredentials, typeCode } from './support/sign-in.ts';

const PASSWORD = 'Spoc#2026pw';

/** Chooses options of an MUI select by its label (several for a multiple select, which stays open). */
async function choose(page: Page, label: string, ...options: string[]): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  if (options.length > 1 || label.includes('Specialities')) {
    await page.getByRole('option', { name: options.at(-1)!, exact: true, selected: true }).waitFor();
    await page.getByRole('listbox').press('Escape');
  }
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect((await seriousViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('SPOC management: the clinic admin, an offline-consult admin, adds an InClinic viewer, who signs in and reads without acting, until deactivated', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.close());

  it('offers the admin only what it holds (no Labs); the new viewer sets a password from the e-mail, signs in, reads the upcoming consults without actions; deactivating it ends its session', async () => {
    const admin = await portal.newPage();
    await signIn(portal, admin.page, 'clinic.admin');
    await admin.page.goto(portal.url('/SPOC/SPOCManagement'));
    await admin.page.getByRole('heading', { level: 1, name: 'SPOC List' }).waitFor();
    await admin.page.getByText('Farida').first().waitFor();
    await expectNoSeriousViolations(admin.page);

    await admin.page.getByRole('main').getByRole('link', { name: 'Add new SPOC', exact: true }).first().click();
    await admin.page.getByText('SPOC ID generated will show here').waitFor();
    const page = admin.page;
    // clinic.admin holds offline consults only, so Labs is not offered (issue 27 item 3).
    await page.getByRole('checkbox', { name: 'InClinic', exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Labs', exact: true }).count()).toBe(0);
    await page.getByLabel(/^First Name/).fill('Lata');
    await page.getByLabel(/^Last Name/).fill('Rao');
    await page.getByLabel(/^Email/).fill('lata.rao@clinic.example');
    await page.getByLabel(/^Phone Number/).fill('9811122233');
    await choose(page, 'Access Level', 'Viewer');
    await page.getByRole('checkbox', { name: 'InClinic', exact: true }).check();
    await choose(page, 'InClinic Specialities', 'General Physician');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('SPOC Profile Saved Successfully').first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'SPOC List' }).waitFor();
    await page.getByText('Lata').first().waitFor();

    // The new SPOC's e-mail carries a link to set a password; it then signs in with a code.
    const [mail] = await portal.server.db.query<{ body: string }>(`SELECT body FROM outbox WHERE recipient = 'lata.rao@clinic.example' AND subject = 'Set your password'`);
    const link = mail!.body.match(/https?:\/\/\S+\/ResetPassword\?resettoken=[^\s.]+/)![0];
    const spoc = await portal.newPage();
    await spoc.page.goto(link);
    await spoc.page.getByLabel(/^New password/).fill(PASSWORD);
    await spoc.page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await spoc.page.getByRole('button', { name: 'Reset password' }).click();
    await spoc.page.waitForURL((url) => url.pathname === '/login');
    await submitCredentials(spoc.page, 'lata.rao', PASSWORD);
    await expect.poll(() => spoc.page.getByRole('dialog').isVisible()).toBe(true);
    await typeCode(spoc.page, await portal.latestCode('lata.rao'));
    await spoc.page.getByRole('button', { name: 'Verify' }).click();
    await spoc.page.waitForURL((url) => url.pathname === '/offlineConsults/upcoming');
    const first = spoc.page.getByRole('table', { name: 'Upcoming list' }).getByRole('link', { name: /^Request \d+, open its history$/ }).first();
    await first.waitFor();
    const requestId = (await first.getAttribute('aria-label') ?? await first.textContent() ?? '').match(/\d+/)![0];
    // The row offers no action and cannot be ticked for a bulk one.
    expect(await spoc.page.getByRole('button', { name: new RegExp(`request ${requestId}$`) }).count()).toBe(0);
    const tick = spoc.page.getByLabel(`Select request ${requestId}`);
    expect((await tick.count()) === 0 || (await tick.isDisabled())).toBe(true);
    await expectNoSeriousViolations(spoc.page);

    // The admin deactivates the SPOC: its open session ends at its next call.
    await page.getByRole('switch', { name: 'Active: Lata Rao' }).click();
    await expect.poll(async () => (await portal.server.db.query<{ is_active: boolean }>(`SELECT is_active FROM app_user WHERE user_name = 'lata.rao'`))[0]!.is_active).toBe(false);
    await spoc.page.reload();
    await spoc.page.waitForURL((url) => url.pathname.startsWith('/login'));
    await admin.context.close();
    await spoc.context.close();
  }, 240_000);
});
