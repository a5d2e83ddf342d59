import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { seriousViolations } from './support/axe.ts';
import { chooseDay, openTab, rowOf, toast, waitForList } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

// Issue 32, item 6: messages that said the wrong thing (the history case moved here from history.e2e.ts). Where the reference server never answers
// the way a case needs (a 500 with a reason, an update answer in the spec's bare {success, error}),
// the browser's own route stands in for the server on that one call.

const GENERIC = 'Something went wrong. Please try again later';
const NOT_AVAILABLE = 'This request is not available';
const LOGOUT_ADVICE = 'Please Logout and try again !';

/** Answers every call to one path with a fixed status and JSON body, leaving the others to the server. */
async function answerWith(context: BrowserContext, path: string, status: number, body: object): Promise<void> {
  await context.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** A confirm dialog asks who visits when a home visit is among its requests. */
async function chooseVisitorIfAsked(dialog: Locator): Promise<void> {
  const technician = dialog.getByRole('checkbox', { name: 'LAB Technician' });
  if ((await technician.count()) > 0) await technician.check();
}

/** The list's error line, once the list has settled. */
async function listError(page: Page, text: string): Promise<void> {
  await waitForList(page);
  await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
  expect(await page.getByText(GENERIC).count()).toBe(0);
}

describe('messages that say what happened', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  }, 300_000);
  afterAll(() => portal?.close());

  it("tells dcadmin that another provider's request, or one that does not exist, is not available", async () => {
    // A request of the standalone lab: outside dcadmin's provider tree, so the server answers 404 as for no request.
    const [foreign] = await portal.server.db.query<{ id: string }>('SELECT id FROM appointment_request WHERE provider_id = $1 ORDER BY id LIMIT 1', [DEMO.standaloneLabId]);
    expect(foreign).toBeDefined();
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'dcadmin');
    for (const id of [Number(foreign.id), 99_999_999]) {
      await page.goto(portal.url(`/dcadmin/appointments/${id}/history`));
      await page.waitForURL((url) => url.pathname === '/dcadmin/appointments');
      await toast(page, NOT_AVAILABLE);
      await page.getByRole('heading', { level: 1, name: 'New Appointments' }).waitFor();
      await waitForList(page);
      expect(await page.getByText(GENERIC).count()).toBe(0);
      expect(await page.getByText('You are not Authorized for this Page').count()).toBe(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it("shows the server's reason for a 500 on the insurer's All Appointments, then the advice to log out", async () => {
    const { context, page } = await portal.newPage();
    await answerWith(context, '/api/insurance/appointments/', 500, { isSuccess: false, errorMessage: 'Corporate mapping missing' });
    expect(await signIn(portal, page, 'insureradmin')).toBe('/insureradmin/appointments');
    await listError(page, `Corporate mapping missing ${LOGOUT_ADVICE}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it("shows the server's reason for a 500 on the e-sales queue, then the advice to log out", async () => {
    const { context, page } = await portal.newPage();
    await answerWith(context, '/api/insurance/searchEsalesQueue', 500, { isSuccess: false, errorMessage: 'Queue index rebuilding' });
    expect(await signIn(portal, page, 'insureragent')).toBe('/insureragent/appointments/esalesqueue');
    await listError(page, `Queue index rebuilding ${LOGOUT_ADVICE}`);
    await context.close();
  }, 120_000);

  it("tells a lab update answered without per-row results by the server's reason, for one row and in bulk", async () => {
    // A day of the coming month with new requests at dcadmin's branches.
    const [pick] = await portal.server.db.query<{ day: string }>(
      `SELECT to_char(fulfillment_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day FROM appointment_request
        WHERE service = 'LABS' AND provider_id = ANY($1::int[]) AND status_id = 22
          AND fulfillment_date > now() AND fulfillment_date < now() + interval '28 days'
        GROUP BY 1 HAVING count(*) >= 2 ORDER BY count(*) DESC LIMIT 1`,
      [DEMO.childProviderIds],
    );
    expect(pick).toBeDefined();
    const { context, page } = await portal.newPage();
    // The spec's own answer of updateRequests: success and error, no per-row results.
    await answerWith(context, '/api/medibuddyCentral/updateRequests', 200, { success: false, error: 'Provider is on holiday today' });
    await signIn(portal, page, 'dcadmin');
    await openTab(portal, page, '/dcadmin/appointments', 'New Appointments');
    await chooseDay(page, pick.day);
    // The first two rows of the page that can be confirmed (ticked together in bulk below).
    const boxes = page.getByRole('table').getByRole('checkbox', { name: /^Select request / });
    const tickable: number[] = [];
    for (const box of await boxes.all()) if (await box.isEnabled()) tickable.push(Number((await box.getAttribute('aria-label'))!.replace('Select request ', '')));
    expect(tickable.length).toBeGreaterThanOrEqual(2);
    const [first, second] = tickable;

    await rowOf(page, first).getByRole('button', { name: `Confirm request ${first}` }).click();
    const single = page.getByRole('dialog', { name: 'Confirm Appointment' });
    await single.getByLabel(/^Remarks/).fill('Booked for the morning');
    await chooseVisitorIfAsked(single);
    await single.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Request update failed - Provider is on holiday today');
    // A failed single action keeps its dialog open; the user closes it.
    await single.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => single.count()).toBe(0);
    // Its toast goes first, so the bulk's own toast is the one seen below.
    await expect.poll(() => page.getByText('Request update failed - Provider is on holiday today', { exact: true }).count()).toBe(0);

    await page.getByRole('checkbox', { name: `Select request ${first}` }).check();
    await page.getByRole('checkbox', { name: `Select request ${second}` }).check();
    await page.getByRole('button', { name: 'Confirm Selected' }).click();
    await page.getByRole('dialog', { name: 'Confirm Selected' }).getByRole('button', { name: 'Continue' }).click();
    const bulk = page.getByRole('dialog', { name: 'Confirm Appointment' });
    await bulk.getByLabel(/^Remarks/).fill('Both booked for the morning');
    await chooseVisitorIfAsked(bulk);
    await bulk.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => page.getByText('Request update failed - Provider is on holiday today', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => bulk.count()).toBe(0);
    // Nothing to list row by row: no "0 applied, 0 refused" panel.
    expect(await page.getByRole('status', { name: 'Result of the bulk action' }).count()).toBe(0);
    expect(await page.getByText(GENERIC).count()).toBe(0);
    await context.close();
  }, 180_000);
});
