import Papa from 'papaparse';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Portal } from './portal.ts';

/** The parent provider's branches: the requests dcadmin sees. */
const BRANCHES = '101, 102, 103, 104';

/** Requests of the demo data, picked by the database as a tester would pick them from a report. */
export async function pickRequests(portal: Portal, where: string, limit = 1): Promise<{ id: number; day: string }[]> {
  return portal.server.db.query<{ id: number; day: string }>(
    `SELECT id::int AS id, to_char(fulfillment_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day
       FROM appointment_request WHERE service = 'LABS' AND provider_id IN (${BRANCHES}) AND ${where}
      ORDER BY fulfillment_date, id LIMIT ${limit}`,
  );
}

export async function statusOf(portal: Portal, id: number): Promise<number> {
  const [row] = await portal.server.db.query<{ status_id: number }>('SELECT status_id FROM appointment_request WHERE id = $1', [id]);
  return row.status_id;
}

/** Opens a lab tab by its address and waits for its list. */
export async function openTab(portal: Portal, page: Page, path: string, heading: string): Promise<void> {
  await page.goto(portal.url(path));
  await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
  await waitForList(page);
}

/** Waits until the list is no longer loading. */
export async function waitForList(page: Page): Promise<void> {
  await expect.poll(async () => (await page.locator('[aria-busy="true"]').count()) === 0 && !(await page.getByText('Loading...').isVisible())).toBe(true);
}

/** Picks a preset of the date filter. */
export async function choosePreset(page: Page, preset: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Date filter' }).click();
  await page.getByRole('option', { name: preset, exact: true }).click();
  await waitForList(page);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar's name for a day's button, without the "Today, " and ", selected" it may carry. */
export function dayButtonName(day: string): RegExp {
  const [y, m, d] = day.split('-').map(Number);
  return new RegExp(`, ${d} ${MONTHS[m - 1]} ${y}`);
}

/** Picks an India day for a date field on its calendar, moving month by month as a person would. */
export async function pickDay(page: Page, field: 'Starting date' | 'Ending date', day: string): Promise<void> {
  const name = field.toLowerCase();
  await page.getByRole('button', { name: new RegExp(`^Choose ${name}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Choose ${name}` });
  const [y, m] = day.split('-').map(Number);
  const wanted = y * 12 + m;
  for (let i = 0; i < 36; i++) {
    const [month, year] = ((await dialog.getByRole('grid').getAttribute('aria-label')) ?? '').split(' ');
    const shown = Number(year) * 12 + MONTHS.indexOf(month) + 1;
    if (shown === wanted) break;
    await dialog.getByRole('button', { name: shown < wanted ? /Next Month/ : /Previous Month/ }).click();
  }
  await dialog.getByRole('button', { name: dayButtonName(day) }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Narrows the list to one India day with a Custom range and the search icon. */
export async function chooseDay(page: Page, day: string): Promise<void> {
  await choosePreset(page, 'Custom');
  await pickDay(page, 'Starting date', day);
  await pickDay(page, 'Ending date', day);
  await page.getByRole('button', { name: 'Search dates' }).click();
  await waitForList(page);
}

/** The table row of a request. */
export function rowOf(page: Page, id: number): Locator {
  return page.getByRole('table').getByRole('row').filter({ hasText: String(id) });
}

/** Pages through the list (first page first) until a request's row shows; fails when it never does. */
export async function findRow(page: Page, id: number): Promise<Locator> {
  const first = page.getByRole('button', { name: 'Go to first page' });
  if (await first.isEnabled()) {
    await first.click();
    await waitForList(page);
  }
  for (let i = 0; i < 20; i++) {
    const row = rowOf(page, id);
    if ((await row.count()) > 0) return row;
    const next = page.getByRole('button', { name: 'Go to next page' });
    if (!(await next.isEnabled())) break;
    await next.click();
    await waitForList(page);
  }
  throw new Error(`request ${id} is not listed`);
}

/** Waits for a toast. */
export async function toast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

/** The records of a CSV text (quoted fields may hold commas, quotes and line breaks), read by papaparse. */
export function csvRecords(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
}
