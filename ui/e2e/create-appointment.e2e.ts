import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { findRow, openTab } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';
import { chooseOption, pickTomorrow, typeInto } from './support/appointment-form.ts';

/** Fills the customer and time fields of the form, keyboard only. */
async function fillCustomer(page: Page, name: string, uniqueId: string, mobile: string): Promise<void> {
  await typeInto(page, 'Customer Name *', name);
  await typeInto(page, 'Unique ID *', uniqueId);
  await typeInto(page, 'Email *', 'e2e.customer@mail.test');
  await chooseOption(page, 'Gender', 'Female');
  await typeInto(page, 'Mobile Number *', mobile);
  await typeInto(page, 'Sum Assured', '500000e-+');
  expect(await page.getByLabel('Sum Assured').inputValue()).toBe('500000');
  await pickTomorrow(page, 'First Preference Date');
  await page.getByLabel('First Preference Time *').focus();
  await page.keyboard.type('1030AM');
}

/** Submits by keyboard and answers the order number the result dialog shows. */
async function submitAndReadOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: 'Order Created' });
  await result.waitFor();
  const text = (await result.getByText(/^Appointment created successfully, Order Number: \d+$/).textContent()) ?? '';
  expect(await seriousViolations(page)).toEqual([]);
  await result.getByRole('button', { name: 'Create Another' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByLabel('Customer Name *').inputValue()).toBe('');
  return /Order Number: (\d+)/.exec(text)![1]!;
}

describe('Create Appointment: the call centre books, the centre sees it', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.close());

  it('books a home visit and a centre visit keyboard-only; the centre finds its request in New Appointments', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insurercallcentre');
    await page.getByRole('link', { name: 'Create Appointment' }).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Create Appointment' }).waitFor();
    await page.getByRole('group', { name: 'Packages' }).getByRole('checkbox').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Submitting an empty form shows the spec's messages.
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    for (const message of ['Name must be longer than 3 charecters', 'Unique ID cannot be blank', 'Enter valid email address', 'Enter gender', 'Enter correct phone number']) {
      await page.getByText(message).first().waitFor();
    }

    // A home visit: address lines instead of the centre cascade.
    await fillCustomer(page, 'Lakshmi Home', 'E2E-HOME-1', '7000000101');
    await page.getByRole('checkbox', { name: /^Basic Health Check/ }).focus();
    await page.keyboard.press('Space');
    await chooseOption(page, 'Visit Type', 'Home Visit');
    expect(await page.getByRole('combobox', { name: 'State' }).count()).toBe(0);
    await typeInto(page, 'Address Line 1 *', '12 MG Road, Bengaluru');
    const homeOrder = await submitAndReadOrder(page);
    const [home] = await portal.server.db.query<{ provider_id: number; visit_type: string; status_id: number }>(
      'SELECT provider_id, visit_type, status_id FROM appointment_request WHERE order_id = $1',
      [homeOrder],
    );
    expect(home).toEqual({ provider_id: 900001, visit_type: 'Home_Visit', status_id: 22 });

    // A centre visit: state, city, locality, then a centre that performs the package.
    await fillCustomer(page, 'Lakshmi Centre', 'E2E-CENTRE-1', '7000000102');
    await page.getByRole('checkbox', { name: /^Basic Health Check/ }).focus();
    await page.keyboard.press('Space');
    await chooseOption(page, 'State', 'Karnataka');
    await chooseOption(page, 'City', 'Bengaluru');
    await chooseOption(page, 'Locality', 'Koramangala');
    await chooseOption(page, 'Diagnostic Centre', 'Apollo Diagnostics - Koramangala');
    // A new state clears the city, locality and centre below it; choosing them again restores the centre.
    await chooseOption(page, 'State', 'Maharashtra');
    expect(await page.getByRole('combobox', { name: 'Diagnostic Centre' }).inputValue()).toBe('');
    await chooseOption(page, 'State', 'Karnataka');
    await chooseOption(page, 'City', 'Bengaluru');
    await chooseOption(page, 'Locality', 'Koramangala');
    await chooseOption(page, 'Diagnostic Centre', 'Apollo Diagnostics - Koramangala');
    await chooseOption(page, 'Detail', 'hrName');
    await typeInto(page, 'Value', 'Asha');
    await page.getByRole('button', { name: 'Add Detail' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Added details' }).getByText('hrName: Asha').waitFor();
    const centreOrder = await submitAndReadOrder(page);
    const [centre] = await portal.server.db.query<{ id: string; provider_id: number }>('SELECT id::text, provider_id FROM appointment_request WHERE order_id = $1', [centreOrder]);
    expect(centre.provider_id).toBe(101);
    await context.close();

    // The dcadmin of that centre sees it in New Appointments.
    const lab = await portal.newPage();
    await signIn(portal, lab.page, 'dcadmin');
    await openTab(portal, lab.page, '/dcadmin/appointments', 'New Appointments');
    const row = await findRow(lab.page, Number(centre.id));
    expect(await row.textContent()).toContain('Lakshmi Centre');
    await lab.context.close();
  }, 180_000);

  it('warns of the open request before booking the same customer again, on a 390 px screen', async () => {
    const { context, page } = await portal.newPage({ width: 390, height: 844 });
    await signIn(portal, page, 'insurercallcentre');
    await page.goto(portal.url('/insurercallCentre/appointments/create'));
    await page.getByRole('group', { name: 'Packages' }).getByRole('checkbox').first().waitFor();
    await fillCustomer(page, 'Lakshmi Centre', 'E2E-CENTRE-1', '7000000102');
    await page.getByRole('checkbox', { name: /^Basic Health Check/ }).focus();
    await page.keyboard.press('Space');
    await chooseOption(page, 'Visit Type', 'Home Visit');
    await typeInto(page, 'Address Line 1 *', '12 MG Road, Bengaluru');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const warning = page.getByRole('dialog', { name: 'Open Appointments Found' });
    await warning.getByText(/^This customer already has open appointment requests: \d+/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await warning.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => warning.count()).toBe(0);
    await context.close();
  }, 120_000);
});
