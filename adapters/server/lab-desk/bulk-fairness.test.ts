import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';
import { insertNewLabRequests } from '../testing/new-lab-requests.ts';

const U = FIXTURE.users;
const ITEMS = 40;

describe.each(TEST_ENGINES)('a bulk does not stall other callers on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let otherLab: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    // Requests of lab 101 to confirm in one bulk.
    await insertNewLabRequests(s, 700_000, ITEMS);
    [admin, otherLab] = await Promise.all([s.signIn(U.dcadmin.userName), s.signIn(U.otherLab.userName)]);
  }, 60_000);
  afterAll(() => s?.close());

  // Over a real socket: a request's arrival is I/O, which an event loop busy with statements never reads.
  const post = async (path: string, token: string, body: unknown) => {
    const res = await fetch(`${url}/api/medibuddyCentral/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accesstoken: token }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  let url: string;

  it("answers another lab's list while a bulk of one lab is still applying its items", async () => {
    url = (await s.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    const order: string[] = [];
    const bulk = post('updateRequests', admin, {
          userId: U.dcadmin.id, services: 'LABS', providerId: 100,
          requestUpdateData: Array.from({ length: ITEMS }, (_, i) => ({ requestId: 700001 + i, action: 'Confirm', remarks: 'Slot confirmed' })),
      })
      .then((res) => {
        order.push('bulk');
        return res;
      });
    // Let the bulk begin applying its items before the other lab asks for its list.
    while ((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointment_request WHERE id > 700000 AND status_id = 23'))[0].n === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const list = await post('RequestDetails', otherLab, {
      userId: U.otherLab.id, services: 'LABS', providerId: 200, fetchForProviders: [], rows: 10, pageNumber: 1, sourcePage: 10, isSearch: true, searchParam: {},
    });
    order.push('list');
    expect(list.status).toBe(200);
    // The list was answered between two items of the bulk, not after its last one.
    const [{ n: appliedWhenListed }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointment_request WHERE id > 700000 AND status_id = 23');
    expect(appliedWhenListed).toBeLessThan(ITEMS);
    expect((await bulk).body.success).toBe(true);
    expect(order).toEqual(['list', 'bulk']);
  });
});
