import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneSearchMatches } from '../../core/privacy/contact-search.ts';
import { FIXTURE } from './testing/fixture.ts';
import { INSURER_REQUESTS, loadInsurerFixture } from './testing/insurer-fixture.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from './testing/test-server.ts';

const U = FIXTURE.users;
/** A do-not-disturb customer both the lab desk (lab 101) and the insurer (corporate 301) may list. */
const DND = INSURER_REQUESTS.submittedDnd;
const VISIBLE = DND.phone.slice(0, 5);

/**
 * An attacker who sees "98765*****" tries to read the starred digits back through search: on the
 * lab list and on the insurer list's mobile filter, narrowed to the one request so every answer is
 * a yes or a no about its number. Both lists must answer as the core search rule says, and no
 * hidden digit may be confirmed.
 */
describe.each(TEST_ENGINES)('search cannot recover a do-not-disturb number on %s', (engine) => {
  let s: TestServer;
  let lab: string;
  let insurer: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadInsurerFixture(s.db, s.clock.now());
    [lab, insurer] = await Promise.all([s.signIn(U.dcadmin.userName), s.signIn(U.insureradmin.userName)]);
  }, 60_000);
  afterAll(() => s?.close());

  /** Whether a list's search finds the DND request for a phone fragment: each list as one oracle. */
  const oracles: Record<string, (fragment: string) => Promise<boolean>> = {
    'lab list': async (contactNumber) => {
      const res = await s.call('POST', '/api/medibuddyCentral/RequestDetails', {
        token: lab,
        body: { userId: U.dcadmin.id, services: 'LABS', sourcePage: 1, providerId: 100, fetchForProviders: [], rows: 10, pageNumber: 1, isSearch: true, searchParam: { requestIds: [DND.id], contactNumber } },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.totalRecords > 0;
    },
    'insurer list': async (mobileNo) => {
      const res = await s.call('POST', '/api/insurance/appointments/', {
        token: insurer,
        body: {
          roleId: U.insureradmin.roleId, userId: U.insureradmin.id, corporateIDs: [], fetchByDate: false, serviceType: 'Labs', isExportData: false,
          paginationBasedDetail: { pageNumber: 1, recordsPerPage: 10 }, requestID: DND.id, mobileNo,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().activerequests.totalActiveRequest > 0;
    },
  };

  for (const [list, finds] of Object.entries(oracles)) {
    it(`${list}: extending the visible digits one guess at a time confirms nothing`, async () => {
      expect(await finds(VISIBLE)).toBe(true);
      let known = VISIBLE;
      for (let position = VISIBLE.length; position < DND.phone.length; position++) {
        const confirmed: string[] = [];
        for (const digit of '0123456789') if (await finds(known + digit)) confirmed.push(digit);
        expect(confirmed, `digit ${position + 1}`).toEqual([]);
        known += DND.phone[position]; // even told the true digit, the next guess is still refused
      }
      expect(await finds(DND.phone)).toBe(false);
    }, 60_000);

    it(`${list}: every three-digit fragment answers as the core rule says, and none reveals a hidden digit`, async () => {
      const fragments = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
      const found: string[] = [];
      for (let i = 0; i < fragments.length; i += 50) {
        const batch = fragments.slice(i, i + 50);
        const answers = await Promise.all(batch.map(finds));
        batch.forEach((f, j) => answers[j] && found.push(f));
      }
      expect(found).toEqual(fragments.filter((f) => phoneSearchMatches(DND.phone, true, f)));
      expect(found.every((f) => VISIBLE.includes(f))).toBe(true);
      expect(found.length).toBeGreaterThan(0);
    }, 120_000);
  }

  it('an e-mail search never finds the do-not-disturb customer, whole address or fragment', async () => {
    const search = async (emailId: string) =>
      (await s.call('POST', '/api/medibuddyCentral/RequestDetails', {
        token: lab,
        body: { userId: U.dcadmin.id, services: 'LABS', sourcePage: 1, providerId: 100, fetchForProviders: [], rows: 10, pageNumber: 1, isSearch: true, searchParam: { emailId } },
      })).json().data.requestDetails.map((r: { id: number }) => r.id);
    expect(await search(DND.email)).not.toContain(DND.id);
    expect(await search(DND.email.slice(0, 8))).not.toContain(DND.id);
    expect(await search(INSURER_REQUESTS.approved.email)).toEqual([INSURER_REQUESTS.approved.id]);
  });
});
