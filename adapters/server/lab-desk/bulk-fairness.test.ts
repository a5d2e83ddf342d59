import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';

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
    await s.db.query(
      `INSERT INTO appointment_request (id, service, provider_id, corporate_id, contract_id, product_type, employee_id, patient_name, dob, gender, phone, email,
         address_line1, city, package_ids, package_name, test_category, visit_type, fulfillment_date, status_id, priority_id, is_dnd, remarks, created_on, modified_on)
       SELECT 700000 + g, 'LABS', 101, 301, 3104, 3104, 'EMP' || g, 'Bulk Patient ' || g, '1990-01-01', 'F', '98' || lpad(g::text, 8, '0'), 'b' || g || '@mail.test',
         '1 Test Street', 'Bengaluru', '{1}', 'Basic Health Check', 'Health Check', 'Appointment', $1, 22, 0, false, '', $2, $2
       FROM generate_series(1, $3) g`,
      [new Date(s.clock.now().getTime() + 48 * 3_600_000), s.clock.now(), ITEMS],
    );
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
