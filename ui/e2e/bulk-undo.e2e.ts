import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessenger } from '../../adapters/server/mail/outbox-messenger.ts';
import { systemClock } from '../../adapters/server/start.ts';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe.ts';
import { chooseDay, findRow, openTab, statusOf, toast } from './support/lab-desk.ts';
import { statusNoticesSince } from './support/outbox.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

const ONLY_40 = 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended';

describe('a safe bulk action on the lab desk', () => {
  let portal: Portal;
  let context: BrowserContext;
  let page: Page;
  /** Two customers awaited at the centre and one confirmed request, first on their day's Confirmed list. */
  let awaited: number[];
  let confirmed: number;
  let day: string;
  let started: Date;

  beforeAll(async () => {
    portal = await startPortal();
    ({ context, page } = await portal.newPage());
    const picked = await portal.server.db.query<{ id: number }>(
      `SELECT id::int AS id FROM appointment_request WHERE service = 'LABS' AND provider_id IN (101, 102, 103, 104) ORDER BY id LIMIT 3`,
    );
    [{ day }] = await portal.server.db.query<{ day: string }>(`SELECT to_char((now() AT TIME ZONE 'Asia/Kolkata') + interval '2 days', 'YYYY-MM-DD') AS day`);
    for (const [i, { id }] of picked.entries()) {
      await portal.server.db.query(
        `UPDATE appointment_request SET status_id = $2, version = version + 1, fulfillment_date = ($3::date + make_interval(mins => $4)) AT TIME ZONE 'Asia/Kolkata' WHERE id = $1`,
        [id, i < 2 ? 40 : 23, day, i + 1],
      );
    }
    awaited = picked.slice(0, 2).map((p) => p.id);
    confirmed = picked[2].id;
  });
  afterAll(async () => {
    await context?.close();
    await portal?.close();
  });

  it('previews which ticked rows it applies to and why the others are skipped', async () => {
    expect(await signIn(portal, page, 'dcadmin')).toBe('/dcadmin/appointments');
    await openTab(portal, page, '/dcadmin/appointments/confirmed', 'Confirmed Appointments');
    await chooseDay(page, day);
    await findRow(page, confirmed);
    for (const id of [...awaited, confirmed]) await page.getByRole('checkbox', { name: `Select request ${id}` }).check();
    await page.getByRole('button', { name: 'Attended Selected' }).click();
    const preview = page.getByRole('dialog', { name: 'Attended Selected' });
    await expect.poll(() => preview.getByText('2 of 3 selected appointments will be marked attended').isVisible()).toBe(true);
    expect(await preview.getByRole('listitem').allInnerTexts()).toEqual([`Request ${confirmed}: ${ONLY_40}`]);
    await expectNoSeriousViolations(page);
    await preview.getByRole('button', { name: 'Continue' }).click();
    expect(await preview.count()).toBe(0);
  });

  it('runs only the rows the preview kept: the dialog counts and sends two, and both apply', async () => {
    const dialog = page.getByRole('dialog', { name: 'Mark Attended' });
    // The preview's skipped row does not come along: the dialog and the call hold the two it kept.
    await expect.poll(() => dialog.getByText(`2 requests: ${awaited.join(', ')}`).isVisible()).toBe(true);
    await dialog.getByLabel(/^Remarks/).fill('Both customers came in');
    // axe looks at the dialog here, not at the result: after the answer the 10 s undo window is running.
    await expectNoSeriousViolations(page);
    started = new Date(Date.now() - 1000);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/medibuddyCentral/updateRequests'));
    await dialog.getByRole('button', { name: 'Attended', exact: true }).click();
    const body = (await sent).postDataJSON() as { requestUpdateData: { requestId: number }[] };
    expect(body.requestUpdateData.map((i) => i.requestId)).toEqual(awaited);
    await toast(page, 'Request updated successfully');
    expect(await page.getByText(/^Request update failed/).count()).toBe(0);
    const result = page.getByRole('status', { name: 'Result of the bulk action' });
    await expect.poll(() => result.isVisible()).toBe(true);
    expect(await result.getByRole('heading').innerText()).toBe('Attended Selected: 2 applied, 0 refused');
    expect(await result.getByRole('listitem').allInnerTexts()).toEqual([`Request ${awaited[0]}: Applied`, `Request ${awaited[1]}: Applied`]);
    expect([await statusOf(portal, awaited[0]), await statusOf(portal, awaited[1]), await statusOf(portal, confirmed)]).toEqual([32, 32, 23]);
    // The customers' notices wait for the undo window.
    expect((await statusNoticesSince(portal, awaited, started)).every((n) => n.status === 'Queued')).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^Undo \(\d+ s\)$/ }).isVisible()).toBe(true);
  });

  it('Undo reverts every applied row, and no notification is ever sent', async () => {
    const undo = page.getByRole('button', { name: /^Undo \(\d+ s\)$/ });
    await undo.focus();
    await page.keyboard.press('Enter');
    const result = page.getByRole('status', { name: 'Result of the bulk action' });
    await expect.poll(() => result.getByRole('heading').innerText()).toBe('Undone: 2 reverted, 0 left as they are');
    expect(await result.getByRole('listitem').allInnerTexts()).toEqual([`Request ${awaited[0]}: Reverted`, `Request ${awaited[1]}: Reverted`]);
    expect([await statusOf(portal, awaited[0]), await statusOf(portal, awaited[1])]).toEqual([40, 40]);
    // Back on the list, awaited at the centre again.
    for (const id of awaited) await expect.poll(async () => (await findRow(page, id)).getByText('Customer awaited at DC').isVisible()).toBe(true);
    expect(await statusNoticesSince(portal, awaited, started)).toEqual([]);
    // Past the window, still nothing went out for them.
    await new Promise((r) => setTimeout(r, 11_000));
    await new OutboxMessenger(portal.server.db, systemClock, pino({ level: 'silent' })).dispatchQueued();
    expect(await statusNoticesSince(portal, awaited, started)).toEqual([]);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await result.count()).toBe(0);
  });
});
