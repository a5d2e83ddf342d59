import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRange, DatePreset, type DayRange } from '../../core/appointments/date-presets.ts';
import { queueDefaultRange } from '../../core/esales/queue.ts';
import { endOfIndiaDay, startOfIndiaDay } from '../../core/shared/india-time.ts';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { seriousViolations } from './support/axe.ts';
import { choosePreset, csvRecords, waitForList } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

const QUEUE = '/insureragent/appointments/esalesqueue';

describe('the e-sales queue, worked by the insurer agent', () => {
  let portal: Portal;

  /** The demo insurer's case ids created in a range (of one corporate, if named), newest first, as the database holds them. */
  const casesIn = async (range: DayRange, corporateId: number | null = null) =>
    (
      await portal.server.db.query<{ id: string }>(
        `SELECT e.id FROM esales_case e JOIN corporate k ON k.id = e.corporate_id
          WHERE k.insurer_id = $1 AND e.created_on >= $2 AND e.created_on < $3 AND ($4::int IS NULL OR k.id = $4)
          ORDER BY e.created_on DESC, e.id DESC`,
        [DEMO.insurerId, startOfIndiaDay(range.startDate), endOfIndiaDay(range.endDate), corporateId],
      )
    ).map((r) => Number(r.id));
  const shownIds = async (page: Page) =>
    (await page.getByRole('table', { name: 'ESales Queue list' }).getByRole('link').allTextContents()).map(Number);

  beforeAll(async () => {
    portal = await startPortal();
  }, 300_000);
  afterAll(() => portal?.close());

  it('lands on the queue, pages it, filters by date, exports and searches', async () => {
    const { context, page } = await portal.newPage();
    expect(await signIn(portal, page, 'insureragent')).toBe(QUEUE);
    await page.getByRole('table', { name: 'ESales Queue list' }).waitFor();
    await waitForList(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The default month, newest first, ten a page, with the total.
    const month = await casesIn(queueDefaultRange(new Date()));
    expect(month.length).toBeGreaterThan(20);
    expect(await shownIds(page)).toEqual(month.slice(0, 10));
    expect(await page.getByRole('status').filter({ hasText: 'Total:' }).textContent()).toBe(`Total: ${month.length}`);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => shownIds(page)).toEqual(month.slice(10, 20));

    // A date search starts again on page 1.
    await choosePreset(page, 'Previous 7 Days');
    const week = await casesIn(presetRange(DatePreset.Previous7Days, new Date()));
    await expect.poll(() => shownIds(page)).toEqual(week.slice(0, 10));
    expect(await page.getByRole('button', { name: 'page 1' }).getAttribute('aria-current')).toBe('page');

    // Export: the server's file of every case of the chosen range.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('EsalesQueue.csv');
    const records = csvRecords(await readFile((await download.path())!, 'utf8')).filter((r) => r.some((f) => f !== ''));
    expect(records[0]).toEqual(['Id', 'eQuote', 'Customer Name', 'Corporate Name', 'Phone Number', 'E-Mail', 'City', 'State', 'Created On']);
    expect(records.slice(1).map((r) => Number(r[0]))).toEqual(week);

    // The top bar searches the queue from the queue: a case id finds that case whatever its date.
    const [old] = await portal.server.db.query<{ id: string }>(
      `SELECT e.id::text AS id FROM esales_case e JOIN corporate k ON k.id = e.corporate_id WHERE k.insurer_id = $1 ORDER BY e.created_on LIMIT 1`, [DEMO.insurerId],
    );
    await page.getByLabel('Search', { exact: true }).fill(old.id);
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === QUEUE && url.searchParams.get('search') === old.id);
    await expect.poll(() => shownIds(page)).toEqual([Number(old.id)]);
    expect(await page.getByRole('button', { name: 'Export' }).isVisible()).toBe(true);

    // A Request Id of one of the agent's appointments goes on to All Appointments.
    const [booked] = await portal.server.db.query<{ id: string }>(
      `SELECT id::text AS id FROM appointment_request WHERE agent_code = $1 AND service = 'LABS' ORDER BY id LIMIT 1`, [DEMO.agentId],
    );
    await page.getByLabel('Search', { exact: true }).fill(booked.id);
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/insureragent/appointments');
    await page.getByRole('link', { name: `Request ${booked.id}, open its history` }).waitFor();

    // Back on the queue, a case id is a link a keyboard follows to the case's history.
    await page.goto(portal.url(QUEUE));
    await page.getByRole('table', { name: 'ESales Queue list' }).getByRole('link').first().waitFor();
    const first = (await shownIds(page))[0];
    await page.getByRole('link', { name: `Case ${first}, open its history` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${QUEUE}/${first}/history`);
    await context.close();
  }, 180_000);

  it('narrows the queue to the corporate chosen in the top bar, from the first page', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insureragent');
    await page.getByRole('table', { name: 'ESales Queue list' }).waitFor();
    await waitForList(page);
    const month = queueDefaultRange(new Date());
    const [chosen] = await portal.server.db.query<{ id: number; name: string }>('SELECT id, name FROM corporate WHERE id = $1', [DEMO.corporateIds[1]]);
    const theirs = await casesIn(month, chosen.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan((await casesIn(month)).length);

    const picker = page.getByRole('combobox', { name: 'Corporates' });
    await picker.click();
    await page.getByRole('option', { name: 'Select All' }).click();
    await page.getByRole('option', { name: chosen.name }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => shownIds(page)).toEqual(theirs.slice(0, 10));
    expect(await page.getByRole('status').filter({ hasText: 'Total:' }).textContent()).toBe(`Total: ${theirs.length}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows cards with a checkbox for pending, confirmed and not-attended cases on a phone', async () => {
    const { context, page } = await portal.newPage({ width: 390, height: 844 });
    await signIn(portal, page, 'insureragent');
    const list = page.getByRole('list', { name: 'ESales Queue list' });
    await list.waitFor();
    await waitForList(page);
    const [pending] = await portal.server.db.query<{ id: string }>(
      `SELECT e.id FROM esales_case e JOIN corporate k ON k.id = e.corporate_id WHERE k.insurer_id = $1 AND e.request_id IS NULL
        ORDER BY e.created_on DESC, e.id DESC LIMIT 1`, [DEMO.insurerId],
    );
    await page.goto(portal.url(`${QUEUE}?searchBy=requestOrEsalesId&search=${pending.id}`));
    const card = list.getByRole('listitem', { name: `Case ${pending.id}` });
    await card.waitFor();
    const box = card.getByRole('checkbox', { name: `Select case ${pending.id}` });
    await box.check();
    expect(await box.isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Show details' }).click();
    expect(await card.getByText('Phone Number / E-Mail').isVisible()).toBe(true);
    await card.getByRole('button', { name: `Actions for case ${pending.id}` }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Add Correspondence', 'Show Correspondence', 'Communication History', 'Create Appointment']);
    // One row dialog on the phone: the case has no correspondence yet.
    await page.getByRole('menuitem', { name: 'Show Correspondence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Show Correspondence' });
    await dialog.getByText('Correspondence is not available').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // A cancelled case's card has no checkbox.
    const [cancelled] = await portal.server.db.query<{ id: string }>(
      `SELECT e.id FROM esales_case e JOIN corporate k ON k.id = e.corporate_id JOIN appointment_request r ON r.id = e.request_id
        WHERE k.insurer_id = $1 AND r.status_id = ANY('{27,119,120}'::int[]) LIMIT 1`, [DEMO.insurerId],
    );
    await page.goto(portal.url(`${QUEUE}?searchBy=requestOrEsalesId&search=${cancelled.id}`));
    const cancelledCard = list.getByRole('listitem', { name: `Case ${cancelled.id}` });
    await cancelledCard.waitFor();
    expect(await cancelledCard.getByRole('checkbox').count()).toBe(0);
    await context.close();
  }, 180_000);
});
