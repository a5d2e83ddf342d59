import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chooseDay, findRow, openTab, pickRequests, rowOf, statusOf, toast } from './support/lab-desk.ts';
import { signIn } from './support/sign-in.ts';
import { startTwoInstances, type TwoInstances } from './support/two-instances.ts';

/** A new request of the parent provider's branches, at an address, in the next four weeks. */
const NEW_REQUEST = `status_id = 22 AND visit_type = 'Appointment' AND fulfillment_date > now() AND fulfillment_date < now() + interval '28 days'`;

describe('two server instances on one PostgreSQL behind nginx serve one journey', () => {
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

  it('signs in on the first instance behind nginx and acts on the second; the first instance streams the change within 2 seconds', async () => {
    const [request] = await pickRequests(portal, NEW_REQUEST);
    // The ids nginx gave the watcher's live streams, as the browser received them.
    const watcherStreams: string[] = [];
    watcher.on('response', (r) => void (new URL(r.url()).pathname === '/api/live' && watcherStreams.push(r.headers()['x-request-id'])));
    expect(await signIn(portal, watcher, 'dcadmin')).toBe('/dcadmin/appointments');
    await openTab(portal, watcher, '/dcadmin/appointments', 'New Appointments');
    await chooseDay(watcher, request.day);
    await findRow(watcher, request.id);
    await expect.poll(() => watcherStreams.length).toBeGreaterThan(0);

    // The first instance leaves rotation as before a rolling restart; the watcher's stream stays on it.
    await portal.onlyInstance(1);

    // The second tab of the same browser shares the session, made on instance 1, with instance 2.
    await openTab(portal, actor, '/dcadmin/appointments', 'New Appointments');
    await chooseDay(actor, request.day);
    await (await findRow(actor, request.id)).getByRole('button', { name: `Confirm request ${request.id}` }).click();
    const dialog = actor.getByRole('dialog', { name: 'Confirm Appointment' });
    await dialog.getByLabel(/^Remarks/).fill('Confirmed through the second instance');
    const updated = actor.waitForResponse((r) => r.url().includes('updateRequests'));
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(actor, 'Request updated successfully');

    const banner = watcher.getByRole('status').filter({ hasText: '1 appointment changed — refresh' });
    await expect.poll(() => banner.isVisible(), { timeout: 2_000, interval: 100 }).toBe(true);
    await banner.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => rowOf(watcher, request.id).count()).toBe(0);
    expect(await statusOf(portal, request.id)).toBe(23);

    // nginx logs a stream when it ends: close the watcher, then read who served what.
    await watcher.close();
    await expect.poll(() => portal.served().filter((s) => watcherStreams.includes(s.requestId)).length).toBe(watcherStreams.length);
    const served = (pattern: RegExp) => [...new Set(portal.served().filter((s) => pattern.test(s.path)).map((s) => s.instance))].sort();
    expect(served(/provider\/(Authenticate|verifyOTP)/)).toEqual([0]);
    expect([...new Set(portal.served().filter((s) => watcherStreams.includes(s.requestId)).map((s) => s.instance))]).toEqual([0]);
    expect(served(/updateRequests/)).toEqual([1]);
    expect(served(/RequestDetails/)).toEqual([0, 1]);

    // The id nginx made ($request_id) reached the server, which echoed it to the browser.
    const update = await updated;
    const id = update.headers()['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(portal.served().find((s) => s.requestId === id)).toMatchObject({ method: 'POST', status: 200, instance: 1 });
  });

  it('serves the built assets through nginx with one long, immutable Cache-Control', async () => {
    const asset = readdirSync(join(process.env.E2E_STATIC_DIR ?? './dist', 'assets')).find((name) => name.endsWith('.js'));
    expect(asset).toBeDefined();
    const answer = await fetch(portal.url(`/assets/${asset!}`));
    expect(answer.status).toBe(200);
    // One header: nginx replaces the server's own rather than adding a second.
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
