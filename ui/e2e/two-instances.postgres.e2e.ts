import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chooseDay, findRow, openTab, pickRequests, rowOf, statusOf, toast } from './support/lab-desk.ts';
import { signIn } from './support/sign-in.ts';
import { startTwoInstances, type TwoInstances } from './support/two-instances.ts';

/** A new request of the parent provider's branches, at an address, in the next four weeks. */
const NEW_REQUEST = `status_id = 22 AND visit_type = 'Appointment' AND fulfillment_date > now() AND fulfillment_date < now() + interval '28 days'`;

describe('two server instances on one PostgreSQL serve one journey', () => {
  let portal: TwoInstances;
  let context: BrowserContext;
  let watcher: Page;
  let actor: Page;

  beforeAll(async () => {
    portal = await startTwoInstances();
    ({ context, page: watcher } = await portal.newPage());
    actor = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await portal?.close();
  });

  it('signs in on the first instance and acts on the second; the first instance streams the change within 2 seconds', async () => {
    const [request] = await pickRequests(portal, NEW_REQUEST);
    expect(await signIn(portal, watcher, 'dcadmin')).toBe('/dcadmin/appointments');
    await openTab(portal, watcher, '/dcadmin/appointments', 'New Appointments');
    await chooseDay(watcher, request.day);
    await findRow(watcher, request.id);

    // The second tab of the same browser shares the session, made on instance 1, with instance 2.
    await openTab(portal, actor, '/dcadmin/appointments', 'New Appointments');
    await chooseDay(actor, request.day);
    await (await findRow(actor, request.id)).getByRole('button', { name: `Confirm request ${request.id}` }).click();
    const dialog = actor.getByRole('dialog', { name: 'Confirm Appointment' });
    await dialog.getByLabel(/^Remarks/).fill('Confirmed through the second instance');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(actor, 'Request updated successfully');

    const banner = watcher.getByRole('status').filter({ hasText: '1 appointment changed — refresh' });
    await expect.poll(() => banner.isVisible(), { timeout: 2_000, interval: 100 }).toBe(true);
    await banner.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => rowOf(watcher, request.id).count()).toBe(0);
    expect(await statusOf(portal, request.id)).toBe(23);

    const served = (pattern: RegExp) => [...new Set(portal.routed.filter((r) => pattern.test(r.path)).map((r) => r.instance))];
    expect(served(/provider\/(Authenticate|verifyOTP)/)).toEqual([0]);
    expect(served(/^\/api\/live$/)).toEqual([0]);
    expect(served(/updateRequests/)).toEqual([1]);
    expect(served(/RequestDetails/)).toEqual([1]);
  });
});
