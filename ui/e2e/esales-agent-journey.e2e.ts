import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { seriousViolations } from './support/axe.ts';
import { chooseOption, pickTomorrow } from './support/appointment-form.ts';
import { findRow, openTab, waitForList } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

/** A lead of the demo insurer's first corporate, created here so the journey owns what it reads. */
const CASE = { id: 79000101, name: 'Meera Krishnan', phone: '9812345681', email: 'meera.krishnan@mail.test', memberId: 'MEM-E2E-101' } as const;

/** Opens the row menu of the case by keyboard and picks an entry. */
async function rowAction(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for case ${CASE.id}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: entry }).click();
}

/** Opens an MUI select of the correspondence dialog by keyboard and picks an option. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${field}`) }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

describe("the insurer agent's day: a lead called back, then booked", () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal();
    await portal.server.db.query(
      `INSERT INTO esales_case (id, equote, corporate_id, customer_name, phone, email, member_id, application_no, request_json, created_on)
       VALUES ($1, 'EQ-E2E-101', $2, $3, $4, $5, $6, 'APP-E2E-101', $7, now() - interval '1 hour')`,
      [CASE.id, DEMO.corporateIds[0], CASE.name, CASE.phone, CASE.email, CASE.memberId, JSON.stringify({ city: 'Bengaluru', state: 'Karnataka' })],
    );
  });
  afterAll(() => portal?.close());

  it('logs a callback on the queue, sees it, books the customer, and the centre finds the request', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insureragent');
    await page.getByRole('heading', { level: 1, name: 'ESales Queue' }).waitFor();
    await page.goto(portal.url(`/insureragent/appointments/esalesqueue?searchBy=requestOrEsalesId&search=${CASE.id}`));
    await waitForList(page);
    await page.getByRole('button', { name: `Actions for case ${CASE.id}` }).waitFor();

    // A call with a callback date, logged from the row's menu.
    await rowAction(page, 'Add Correspondence');
    const add = page.getByRole('dialog', { name: 'Add Correspondence' });
    await add.waitFor();
    await choose(page, 'Call Type', 'Outbound');
    await choose(page, 'Call Status', 'Call back later');
    await add.getByRole('button', { name: /^Choose callback date/i }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /^Choose callback date$/i }).getByRole('grid').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => add.getByRole('textbox', { name: /^Callback Date/ }).inputValue()).not.toBe('');
    await add.getByRole('textbox', { name: /^UIC Number/ }).focus();
    await page.keyboard.type('UIC-E2E-101');
    await add.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => add.count()).toBe(0);

    // The timeline shows it at once.
    await rowAction(page, 'Show Correspondence');
    const shown = page.getByRole('dialog', { name: 'Show Correspondence' });
    await shown.getByText('Outbound · Call back later').waitFor();
    expect(await shown.getByText('UIC Number: UIC-E2E-101').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await shown.waitFor({ state: 'hidden' });

    // Create Appointment from the same row: the form opens with the lead's customer.
    await rowAction(page, 'Create Appointment');
    const create = page.getByRole('dialog', { name: 'Create Appointment' });
    await create.waitFor();
    await expect.poll(() => create.getByLabel('Customer Name *').inputValue()).toBe(CASE.name);
    expect(await create.getByLabel('Unique ID *').inputValue()).toBe(CASE.memberId);
    await create.getByRole('group', { name: 'Packages' }).getByRole('checkbox').first().waitFor();
    await chooseOption(page, 'Gender', 'Female');
    await pickTomorrow(page, 'First Preference Date');
    await create.getByLabel('First Preference Time *').focus();
    await page.keyboard.type('1030AM');
    await create.getByRole('checkbox', { name: /^Basic Health Check/ }).focus();
    await page.keyboard.press('Space');
    await chooseOption(page, 'State', 'Karnataka');
    await chooseOption(page, 'City', 'Bengaluru');
    await chooseOption(page, 'Locality', 'Koramangala');
    await chooseOption(page, 'Diagnostic Centre', 'Apollo Diagnostics - Koramangala');
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const result = page.getByRole('dialog', { name: 'Order Created' });
    const done = result.getByText(/^Appointment created successfully, Order Number: \d+$/);
    await done.waitFor();
    const orderNumber = /Order Number: (\d+)/.exec((await done.textContent()) ?? '')![1]!;

    // The request is linked to the lead and sits in the chosen centre's New Appointments.
    const [linked] = await portal.server.db.query<{ request_id: string; provider_id: number }>(
      `SELECT e.request_id::text, r.provider_id FROM esales_case e JOIN appointment_request r ON r.id = e.request_id
        WHERE e.id = $1 AND r.order_id = $2`,
      [CASE.id, orderNumber],
    );
    expect(linked?.provider_id).toBe(101);
    await context.close();

    const lab = await portal.newPage();
    await signIn(portal, lab.page, 'dcadmin');
    await openTab(portal, lab.page, '/dcadmin/appointments', 'New Appointments');
    const row = await findRow(lab.page, Number(linked!.request_id));
    expect(await row.textContent()).toContain(CASE.name);
    await lab.context.close();
  }, 240_000);
});
