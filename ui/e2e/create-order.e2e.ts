import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { chooseOption, pickTomorrow, typeInto } from './support/appointment-form.ts';
import { findRow, openTab } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

/** Whether an element's text is green (the spec's colour of success): green stronger than red and blue. */
async function isGreen(page: Page, text: string | RegExp): Promise<boolean> {
  const color = await page.getByText(text).first().evaluate((e) => getComputedStyle(e).color);
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  return g! > r! && g! > b!;
}

/** Presses a button by its name from the keyboard. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** Opens a day field's calendar and moves from today with the given keys before choosing. */
async function pickDay(page: Page, label: string, keys: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: `Choose ${label.charAt(0).toLowerCase()}${label.slice(1)}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('grid').waitFor();
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('textbox', { name: label }).inputValue()).not.toBe('');
}

/** Adds a beneficiary born about thirty years ago, keyboard only. */
async function addBeneficiary(page: Page, name: string, gender: 'M' | 'F'): Promise<void> {
  await typeInto(page, 'Name *', name);
  await chooseOption(page, 'Gender', gender);
  await typeInto(page, 'Address *', '14 FC Road, Pune');
  await pickDay(page, 'Date of Birth', Array(30).fill('Shift+PageUp'));
  await press(page, 'Add Beneficiary');
  await page.getByRole('list', { name: 'Added beneficiaries' }).getByText(new RegExp(`^${name} \\(${gender}\\)`)).waitFor();
}

/** Adds a package line: category, city and package in turn, then the day. */
async function addLine(page: Page, category: string, city: string, pkg: string, pickDate: () => Promise<void>): Promise<void> {
  await chooseOption(page, 'Category', category);
  await chooseOption(page, 'City', city);
  await chooseOption(page, 'Package', pkg);
  await pickDate();
  await press(page, 'Add');
  await page.getByRole('table', { name: 'Added packages' }).getByText(pkg).first().waitFor();
}

describe('Create Order: the affiliate takes a retail order for a family', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.close());

  it('orders two packages for two beneficiaries keyboard-only and reads the order number; the lab desk has the requests', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'affiliate.orders');
    await page.getByRole('link', { name: 'Create Order' }).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Create Order' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Lookup: Get Data only once phone and e-mail are right; a known customer's message is green.
    await typeInto(page, 'Phone Number *', '98765');
    await page.getByText('Enter correct phone number').waitFor();
    await page.getByLabel('Phone Number *', { exact: true }).fill('');
    await typeInto(page, 'Phone Number *', '919876500001');
    await typeInto(page, 'Email *', 'meera.kulkarni@mail.example');
    await press(page, 'Get Data');
    await page.getByRole('status').getByText('Existing customer: the order is added to their account').waitFor();
    expect(await isGreen(page, 'Existing customer: the order is added to their account')).toBe(true);

    await addBeneficiary(page, 'Meera Kulkarni', 'F');
    await addBeneficiary(page, 'Anil Kulkarni', 'M');

    // A lab test a day ago is a past booking; a health check tomorrow is not.
    await addLine(page, 'Lab Test', 'Chennai', 'Wellnest Thyroid Profile ₹499', () => pickDay(page, 'Appointment Date', ['ArrowLeft']));
    await addLine(page, 'Health Check', 'Pune', 'Wellnest Full Body Checkup ₹1499', () => pickTomorrow(page, 'Appointment Date'));
    // The keyword keeps the affiliate's own packages: Paytm's are not offered.
    await chooseOption(page, 'Category', 'Health Check');
    await chooseOption(page, 'City', 'Pune');
    expect(await page.getByRole('combobox', { name: 'Package' }).locator('option', { hasText: 'Paytm' }).count()).toBe(0);
    // A new category clears the city and the package.
    await chooseOption(page, 'Category', 'Lab Test');
    expect(await page.getByRole('combobox', { name: 'City' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Package' }).inputValue()).toBe('');

    await press(page, 'Submit');
    const result = page.getByRole('dialog', { name: 'Order result' });
    await result.getByText('Order Created').waitFor();
    const text = (await result.getByText(/^Order Number: \d+$/).textContent()) ?? '';
    expect(await isGreen(page, /^Order Number: \d+$/)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // The backdrop does not close it; OK does, onto an empty form.
    await page.mouse.click(5, 5);
    expect(await result.isVisible()).toBe(true);
    await press(page, 'OK');
    await expect.poll(() => result.count()).toBe(0);
    expect(await page.getByLabel('Phone Number *', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('table', { name: 'Added packages' }).count()).toBe(0);

    const orderNumber = /Order Number: (\d+)/.exec(text)![1]!;
    const rows = await portal.server.db.query<{ id: string; patient_name: string; package_name: string; provider_id: number; past: string }>(
      `SELECT id::text, patient_name, package_name, provider_id, additionals->>'isPastBooking' AS past FROM appointment_request WHERE order_id = $1 ORDER BY id`,
      [orderNumber],
    );
    expect(rows.map((r) => [r.patient_name, r.package_name, r.provider_id, r.past])).toEqual([
      ['Meera Kulkarni', 'Wellnest Thyroid Profile', 130, 'true'],
      ['Meera Kulkarni', 'Wellnest Full Body Checkup', 130, 'false'],
      ['Anil Kulkarni', 'Wellnest Thyroid Profile', 130, 'true'],
      ['Anil Kulkarni', 'Wellnest Full Body Checkup', 130, 'false'],
    ]);

    // The affiliate's own lab desk lists the new requests.
    await openTab(portal, page, '/dcadmin/appointments', 'New Appointments');
    const row = await findRow(page, Number(rows[1]!.id));
    expect(await row.textContent()).toContain('Meera Kulkarni');
    await context.close();
  }, 240_000);

  it('fits a 390 px screen, ticks the not-of-user e-mail, and edits a line back into the panel', async () => {
    const { context, page } = await portal.newPage({ width: 390, height: 844 });
    await signIn(portal, page, 'affiliate.orders');
    await page.goto(portal.url('/dcadmin/create/order'));
    await page.getByRole('heading', { level: 1, name: 'Create Order' }).waitFor();
    await typeInto(page, 'Phone Number *', '9876500099');
    await page.getByRole('checkbox', { name: 'Tick if the above email id is not of user' }).focus();
    await page.keyboard.press('Space');
    const email = page.getByLabel('Email *', { exact: true });
    expect(await email.inputValue()).toBe('9876500099@retail.example');
    expect(await email.isDisabled()).toBe(true);
    await press(page, 'Get Data');
    await page.getByRole('status').getByText('New customer: the order registers them').waitFor();
    expect(await isGreen(page, 'New customer: the order registers them')).toBe(false);

    await addLine(page, 'Health Check', 'Pune', 'Wellnest Full Body Checkup ₹1499', () => pickTomorrow(page, 'Appointment Date'));
    await page.getByRole('button', { name: 'Edit Wellnest Full Body Checkup ₹1499' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Pune');
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }, 120_000);

  it('is not offered to a lab off the allow-list', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'standalone.lab');
    await page.goto(portal.url('/dcadmin/create/order'));
    await page.getByRole('heading', { level: 1, name: 'You are not Authorized for this Page' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create Order' }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
