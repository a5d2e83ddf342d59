import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorrespondenceText } from '../../core/esales/correspondence.ts';
import { addDays, formatIndiaDay, indiaDay } from '../../core/shared/india-time.ts';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { seriousViolations } from './support/axe.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

/** A case of the demo insurer's first corporate, created here so the test owns what it reads. */
const CASE = { id: 79000001, name: 'Sunita Rao', phone: '9812345670', email: 'sunita.rao@mail.test' } as const;

/** Opens an MUI select by keyboard and picks an option. */
async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${field}`) }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

describe('the e-sales history page', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal();
    await portal.server.db.query(
      `INSERT INTO esales_case (id, equote, corporate_id, customer_name, phone, email, member_id, application_no, request_json, created_on)
       VALUES ($1, 'EQ-E2E-1', $2, $3, $4, $5, 'MEM-E2E-1', 'APP-E2E-1', $6, now() - interval '2 hours')`,
      [CASE.id, DEMO.corporateIds[0], CASE.name, CASE.phone, CASE.email,
        JSON.stringify({ city: 'Mysuru', state: 'Karnataka', isHNI: true, additionals: { ProposalNumber: 'PRP-E2E-1' } })],
    );
  });
  afterAll(() => portal?.close());

  it('lets an agent log a call with a callback date from the keyboard and see it on the timeline at once', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insureragent');
    await page.goto(portal.url(`/insureragent/appointments/esalesqueue/${CASE.id}/history`));
    await page.getByRole('heading', { name: `Esales ${CASE.id}` }).waitFor();
    expect(await page.getByText('HNI', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('status-remarks').textContent()).toBe('Remarks: From Esales');
    expect(await page.getByRole('region', { name: 'Customer Details' }).getByText(CASE.phone).isVisible()).toBe(true);
    expect(await page.getByText('PRP-E2E-1').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('status').filter({ hasText: CorrespondenceText.notAvailable }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Correspondence' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Correspondence' });
    await dialog.waitFor();
    await choose(page, 'Call Type', 'Outbound');
    // A status without a callback has no date field; a callback status shows it.
    await choose(page, 'Call Status', 'Interested');
    expect(await dialog.getByRole('textbox', { name: /^Callback Date/ }).count()).toBe(0);
    await choose(page, 'Call Status', 'Call back later');
    await dialog.getByRole('textbox', { name: /^Callback Date/ }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(CorrespondenceText.callbackRequired).waitFor();
    expect(await dialog.getByText(CorrespondenceText.uicRequired).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Tomorrow in India, chosen in the calendar with the keyboard: it opens on today.
    await dialog.getByRole('button', { name: /^Choose callback date/i }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /^Choose callback date$/i }).getByRole('grid').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const tomorrow = addDays(indiaDay(new Date()), 1);
    await expect.poll(() => dialog.getByRole('textbox', { name: /^Callback Date/ }).inputValue()).toBe(formatIndiaDay(tomorrow));
    await dialog.getByRole('textbox', { name: /^UIC Number/ }).focus();
    await page.keyboard.type('UIC-E2E-7');
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Customer asked for a call tomorrow');
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);

    const timeline = page.getByRole('list', { name: 'Correspondence of Esales' });
    await timeline.waitFor();
    expect(await timeline.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Outbound · Call back later']);
    expect(await timeline.getByText(`Callback Date: ${formatIndiaDay(tomorrow)}`).isVisible()).toBe(true);
    expect(await timeline.getByText('UIC Number: UIC-E2E-7').isVisible()).toBe(true);
    const [stored] = await portal.server.db.query<{ created_by: number; correspondence_type: number; rc_blob: { From: string; DND: boolean } }>(
      'SELECT created_by, correspondence_type, rc_blob FROM correspondence WHERE esales_case_id = $1', [CASE.id],
    );
    expect(stored).toMatchObject({ created_by: DEMO.users.insureragent.id, correspondence_type: 153, rc_blob: { From: 'Esales', DND: false } });
    await context.close();
  }, 120_000);

  it('fits a phone: one column, nothing sideways, the dialog usable', async () => {
    const { context, page } = await portal.newPage({ width: 390, height: 844 });
    await signIn(portal, page, 'insureradmin');
    await page.goto(portal.url(`/insureradmin/appointments/esalesqueue/${CASE.id}/history`));
    await page.getByRole('heading', { name: `Esales ${CASE.id}` }).waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Add Correspondence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Correspondence' });
    await dialog.getByRole('combobox', { name: /^Call Status/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  }, 120_000);

  it('sends another insurer back to its own list', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'other.insurer');
    await page.goto(portal.url(`/insureradmin/appointments/esalesqueue/${CASE.id}/history`));
    await page.waitForURL((url) => url.pathname === '/insureradmin/appointments');
    await context.close();
  }, 120_000);
});
