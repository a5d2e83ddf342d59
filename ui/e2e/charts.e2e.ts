import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultChartRange, type ChartRange } from '../../core/charts/chart-range.ts';
import { addDays, endOfIndiaDay, indiaDay, startOfIndiaDay } from '../../core/shared/india-time.ts';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { seriousViolations } from './support/axe.ts';
import { csvRecords, pickDay } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

const CHARTS = '/insureradmin/charts';

describe('the e-sales charts, read by the chart user', () => {
  let portal: Portal;

  /** How many of the demo insurer's cases in a range (of one corporate, if named) had no order, as the database holds them. */
  const notCreatedIn = async (range: ChartRange, corporateId: number | null = null) =>
    (
      await portal.server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM esales_case e JOIN corporate k ON k.id = e.corporate_id
          WHERE k.insurer_id = $1 AND coalesce(e.order_id, 0) = 0 AND e.created_on >= $2 AND e.created_on < $3
            AND ($4::int IS NULL OR k.id = $4)`,
        [DEMO.insurerId, startOfIndiaDay(range.startDate), endOfIndiaDay(range.endDate), corporateId],
      )
    )[0].n;
  const figure = (page: Page, title: string) => page.getByRole('figure', { name: title });
  /** Opens a chart's table view (once) and clicks one of its counts, as a keyboard user would. */
  const openSegment = async (page: Page, title: string, name: RegExp) => {
    const card = figure(page, title);
    if ((await card.locator('details').getAttribute('open')) === null) await card.getByText('Table view').click();
    await card.getByRole('button', { name }).click();
  };

  beforeAll(async () => {
    portal = await startPortal();
  }, 300_000);
  afterAll(() => portal?.close());

  it('draws the charts, changes the range, opens a segment, pages it, exports it and opens a request', async () => {
    const { context, page } = await portal.newPage();
    expect(await signIn(portal, page, 'insurer.charts')).toBe(CHARTS);
    for (const title of ['ESales Conversion Till QC', 'Percentage Wise ESales Conversion', 'Appointment Status Wise Count', "Today's Esales Conversion", "Today's Hourly ESales Conversion"]) {
      await figure(page, title).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    // Each title shows the first child entity's name (in the picker's order, by name).
    const [first] = await portal.server.db.query<{ name: string }>('SELECT name FROM corporate WHERE insurer_id = $1 ORDER BY name, id LIMIT 1', [DEMO.insurerId]);
    await page.getByRole('heading', { name: `${first.name} - ESales Conversion Till QC` }).waitFor();

    // A new range: the last 180 days (the demo's cases, QC-approved ones included), picked on the calendar, then Submit.
    const today = indiaDay(new Date());
    const range = { startDate: addDays(today, -179), endDate: today };
    await pickDay(page, 'Starting date', range.startDate);
    await page.getByRole('button', { name: 'Submit' }).click();
    const n = await notCreatedIn(range);
    expect(n).toBeGreaterThan(await notCreatedIn(defaultChartRange(today)));
    expect(n).toBeGreaterThan(10);

    // A click on the drawing opens a segment too: the percentage-wise chart's first bar is "Not created".
    await figure(page, 'Percentage Wise ESales Conversion').locator('svg path[role="presentation"]').first().click();
    await page.getByRole('heading', { name: /^Percentage Wise ESales Conversion: Share of cases \(%\), Not created$/ }).waitFor();

    // The same bar from the chart's table view, as a keyboard user reaches it: every such case of the range, ten a page.
    await openSegment(page, 'Percentage Wise ESales Conversion', /^Share of cases \(%\), Not created/);
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect.poll(() => status.textContent()).toBe(`Showing 1 - 10 of ${n}`);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => status.textContent()).toBe(`Showing 11 - ${Math.min(20, n)} of ${n}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Export: esales_data.csv with a row per case of the segment.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('esales_data.csv');
    const records = csvRecords(await readFile((await download.path())!, 'utf8')).filter((r) => r.some((f) => f !== ''));
    expect(records[0]).toEqual(['Date', 'Insurer ID', 'Insurer Name', 'ESales ID', 'Request ID']);
    expect(records.length - 1).toBe(n);

    // A QC-approved case's request id opens that request's history.
    await openSegment(page, 'Percentage Wise ESales Conversion', /^Share of cases \(%\), QC approved/);
    await expect.poll(() => status.textContent()).toMatch(/^Showing 1 - \d+ of \d+$/);
    const link = page.getByRole('link', { name: /^Request \d+, open its history$/ }).first();
    const requestId = /^Request (\d+)/.exec((await link.getAttribute('aria-label'))!)![1];
    await link.click();
    await page.waitForURL((url) => url.pathname === `/insureradmin/appointments/${requestId}/history`);
    await context.close();
  }, 240_000);

  it('narrows the charts, their title and the drill-down to the corporate chosen in the top bar', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insurer.charts');
    const today = indiaDay(new Date());
    const range = { startDate: addDays(today, -179), endDate: today };
    // The demo insurer's corporate (not the first by name) with the most unconverted cases of the range.
    const corporates = await portal.server.db.query<{ id: number; name: string }>('SELECT id, name FROM corporate WHERE insurer_id = $1 ORDER BY name, id', [DEMO.insurerId]);
    expect(corporates.length).toBeGreaterThan(1);
    const counted = await Promise.all(corporates.slice(1).map(async (c) => ({ ...c, n: await notCreatedIn(range, c.id) })));
    const chosen = counted.reduce((a, b) => (b.n > a.n ? b : a));
    const all = await notCreatedIn(range);
    expect(chosen.n).toBeGreaterThan(0);
    expect(chosen.n).toBeLessThan(all);

    await pickDay(page, 'Starting date', range.startDate);
    await page.getByRole('button', { name: 'Submit' }).click();
    await openSegment(page, 'Percentage Wise ESales Conversion', /^Share of cases \(%\), Not created/);
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect.poll(() => status.textContent()).toBe(`Showing 1 - 10 of ${all}`);

    // The picker: every corporate chosen at first; Select All clears, then one is chosen, by keyboard.
    const picker = page.getByRole('combobox', { name: 'Corporates' });
    expect(await picker.textContent()).toBe('All corporates');
    await picker.focus();
    await page.keyboard.press('Enter');
    const options = page.getByRole('option');
    expect(await options.allTextContents()).toEqual(['Select All', ...corporates.map((c) => c.name)]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('option', { name: 'Select All' }).click();
    await page.getByRole('option', { name: chosen.name }).press('Enter');
    await page.keyboard.press('Escape');
    expect(await picker.textContent()).toBe(chosen.name);

    // The charts count again for that corporate alone: its name heads them, the open table closes.
    await page.getByRole('heading', { name: `${chosen.name} - ESales Conversion Till QC` }).waitFor();
    await status.waitFor({ state: 'detached' });
    await openSegment(page, 'Percentage Wise ESales Conversion', /^Share of cases \(%\), Not created/);
    await expect.poll(() => status.textContent()).toBe(`Showing 1 - ${Math.min(10, chosen.n)} of ${chosen.n}`);
    const table = page.getByRole('table', { name: /Not created/ });
    const names = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    const ids = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.length).toBe(Math.min(10, chosen.n));
    expect(new Set(names)).toEqual(new Set([chosen.name]));
    expect(new Set(ids)).toEqual(new Set([String(chosen.id)]));

    // The choice is kept for the session: a reload still counts that corporate alone.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('erIDs')))!)).toEqual([chosen.id]);
    await page.reload();
    await page.getByRole('heading', { name: `${chosen.name} - ESales Conversion Till QC` }).waitFor();
    await context.close();
  }, 240_000);

  it('fits 390 px and passes axe', async () => {
    const { context, page } = await portal.newPage({ width: 390, height: 844 });
    await signIn(portal, page, 'insurer.charts');
    await page.getByRole('figure', { name: "Today's Hourly ESales Conversion" }).waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone the corporate picker sits in the drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Corporates' }).waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 240_000);
});
