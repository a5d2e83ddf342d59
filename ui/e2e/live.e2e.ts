import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { chooseDay, findRow, openTab, pickRequests, rowOf, toast, waitForList } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

/** New requests of the Bengaluru branch, where both users work, at an address (not a home visit). */
const BENGALURU_NEW = `provider_id = 101 AND status_id = 22 AND visit_type = 'Appointment' AND fulfillment_date > now() AND fulfillment_date < now() + interval '28 days'`;

/** Confirms a request from its row on the open tab, as a person would. */
async function confirmFromRow(page: Page, id: number): Promise<void> {
  await (await findRow(page, id)).getByRole('button', { name: `Confirm request ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Appointment' });
  await dialog.getByLabel(/^Remarks/).fill('Confirmed with the customer');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await toast(page, 'Request updated successfully');
}

/** Marks the page, so a test can tell an update in place from a reload (which drops the mark). */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);

describe('live lists: two people at one provider', () => {
  let portal: Portal;
  let a: { context: BrowserContext; page: Page };
  let b: { context: BrowserContext; page: Page };
  let picked: { id: number; day: string }[];

  beforeAll(async () => {
    portal = await startPortal();
    a = await portal.newPage();
    b = await portal.newPage();
    // Two requests on one day, so both people look at the same list: the first day that still has
    // two ahead of now (today may have one left late in the day).
    const day = `to_char(fulfillment_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
    const [first] = await portal.server.db.query<{ day: string }>(
      `SELECT ${day} AS day FROM appointment_request WHERE ${BENGALURU_NEW} GROUP BY 1 HAVING count(*) >= 2 ORDER BY 1 LIMIT 1`,
    );
    picked = await pickRequests(portal, `${BENGALURU_NEW} AND ${day} = '${first.day}'`, 2);
  });
  afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
    await portal?.close();
  });

  it('signs A (dcadmin, the whole provider) and B (dcoperations, its Bengaluru branch) in, in two browsers', async () => {
    expect(picked).toHaveLength(2);
    expect(await signIn(portal, a.page, 'dcadmin')).toBe('/dcadmin/appointments');
    expect(await signIn(portal, b.page, 'dcoperations')).toBe('/dcoperations/appointments');
  });

  it("shows B's confirmation in A's All Appointments within 2 seconds, in place, without a reload", async () => {
    const [request] = picked;
    await openTab(portal, a.page, '/dcadmin/appointments/all', 'All Appointments');
    await chooseDay(a.page, request.day);
    expect(await (await findRow(a.page, request.id)).getByText('New Appointment Request').isVisible()).toBe(true);
    await markPage(a.page);

    await openTab(portal, b.page, '/dcoperations/appointments', 'New Appointments');
    await chooseDay(b.page, request.day);
    await confirmFromRow(b.page, request.id);

    const started = Date.now();
    await expect.poll(() => rowOf(a.page, request.id).getByText('Confirmed by Medical Center').isVisible(), { timeout: 2_000, interval: 100 }).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stillMarked(a.page)).toBe(true);
    // A row that stays in its tab changes quietly: no banner.
    expect(await a.page.getByRole('status').filter({ hasText: 'changed' }).count()).toBe(0);
  });

  it('announces a request that left A’s tab with a quiet banner, which reloads the list', async () => {
    const [, request] = picked;
    await openTab(portal, a.page, '/dcadmin/appointments', 'New Appointments');
    await chooseDay(a.page, request.day);
    await findRow(a.page, request.id);
    await markPage(a.page);

    // B opens the tab afresh (a bare reload can be read before the list has rendered at all).
    await openTab(portal, b.page, '/dcoperations/appointments', 'New Appointments');
    await chooseDay(b.page, request.day);
    await confirmFromRow(b.page, request.id);

    const banner = a.page.getByRole('status').filter({ hasText: '1 appointment changed — refresh' });
    await expect.poll(() => banner.isVisible(), { timeout: 2_000, interval: 100 }).toBe(true);
    // The row stays where it was until A asks for the fresh list.
    expect(await rowOf(a.page, request.id).count()).toBe(1);
    expect(await stillMarked(a.page)).toBe(true);
    const found = await seriousViolations(a.page);
    expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await banner.getByRole('button', { name: 'Refresh' }).click();
    await waitForList(a.page);
    await expect.poll(() => rowOf(a.page, request.id).count()).toBe(0);
    expect(await banner.count()).toBe(0);
  });
});
