import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../testing/fixture.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';
import { TEST_ENGINES } from '../testing/test-server.ts';
import { openTestDb } from '../testing/test-database.ts';
import { startOfIndiaDay, addDays, indiaDay } from '../../../core/shared/india-time.ts';
import type { Db } from '../store/db.ts';
import { countRows } from './request-store.ts';
import { listSelection } from '../lab-desk/list-selection.ts';
import { LAB_TAB_ORDER, LAB_TABS } from '../../../core/appointments/tabs.ts';
import { presetRange, type DatePreset } from '../../../core/appointments/date-presets.ts';
import type { RequestSelection } from './selection.ts';

const NOW = new Date('2026-11-22T06:30:00.000Z');
const PROVIDERS = [100, 101, 102, 200];
const STATUSES = [22, 23, 24, 30, 32, 40];
const HOUR = 3_600_000;

/** A tab window of whole India days, as the lab desk sends it. */
function tabSelection(providerIds: number[], statusIds: number[], firstDay: number, days: number): RequestSelection {
  const from = addDays(indiaDay(NOW), firstDay);
  return {
    service: 'LABS', providerIds, statusIds, from: startOfIndiaDay(from), to: startOfIndiaDay(addDays(from, days)),
    sort: { column: 'fulfillment_date', descending: false },
  };
}

/** An insurer's unfiltered window over some of its corporates. */
function corporateSelection(corporateIds: number[], firstDay: number, days: number): RequestSelection {
  const { providerIds: _p, statusIds: _s, ...window } = tabSelection([], [], firstDay, days);
  return { ...window, corporateIds };
}

/** The same total counted row by row (a contract filter matching every row keeps it off the per-day counts). */
async function rowCount(db: Db, sel: RequestSelection): Promise<number> {
  return (await countRows(db, { ...sel, contractIds: [3104, 9782, 4625, 5286, 6150] }, null)).total;
}

const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), provider: fc.constantFrom(...PROVIDERS), corporate: fc.constantFrom(301, 302, null), status: fc.constantFrom(...STATUSES), hours: fc.integer({ min: -24 * 10, max: 24 * 10 }) }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES), corporate: fc.constantFrom(301, 302, null), hours: fc.integer({ min: -24 * 3, max: 24 * 3 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('remark' as const), pick: fc.nat() }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

async function apply(db: Db, c: Change, nextId: () => number): Promise<void> {
  if (c.kind === 'insert') {
    await db.query(
      `INSERT INTO appointment_request (id, service, provider_id, corporate_id, contract_id, patient_name, gender, visit_type, fulfillment_date, status_id, created_on, modified_on)
       VALUES ($1, 'LABS', $2, $3, 3104, 'Generated Patient', 'F', 'Appointment', $4, $5, $6, $6)`,
      [nextId(), c.provider, c.corporate, new Date(NOW.getTime() + c.hours * HOUR), c.status, NOW],
    );
    return;
  }
  const ids = (await db.query<{ id: number }>(`SELECT id::int FROM appointment_request WHERE service = 'LABS' ORDER BY id`)).map((r) => r.id);
  if (ids.length === 0) return;
  const id = ids[c.pick % ids.length];
  if (c.kind === 'move') {
    await db.query(`UPDATE appointment_request SET status_id = $2, corporate_id = $3, fulfillment_date = fulfillment_date + make_interval(hours => $4) WHERE id = $1`, [id, c.status, c.corporate, c.hours]);
  } else if (c.kind === 'delete') {
    await db.query('DELETE FROM appointment_request WHERE id = $1', [id]);
  } else {
    await db.query(`UPDATE appointment_request SET remarks = 'changed' WHERE id = $1`, [id]);
  }
}

describe.each(TEST_ENGINES)('a list total from the per-day counts (%s)', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let id = 900_000;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb(engine));
    await loadFixture(db);
    await loadRequestsFixture(db, NOW);
  });
  afterAll(() => drop());

  it('reads the per-day counts for a lab tab or an unfiltered insurer window, and the rows for anything else', async () => {
    const sql: string[] = [];
    const spy = { ...db, query: (text: string, params?: readonly unknown[]) => (sql.push(text), db.query(text, params)) } as Db;
    await countRows(spy, tabSelection([100, 101, 102], [23, 40], -7, 8));
    await countRows(spy, corporateSelection([301, 302], -7, 8));
    await countRows(spy, { ...corporateSelection([301], -7, 8), agentCode: 'AG-1' });
    await countRows(spy, { ...tabSelection([101], [23], -7, 8), from: new Date(NOW.getTime() - HOUR) });
    // Every lab tab as the desk builds it from a request body, on its default dates.
    for (const tab of LAB_TAB_ORDER.map((k) => LAB_TABS[k])) {
      const body = { userId: 1, services: 'LABS', providerId: 100, fetchForProviders: [], rows: 10, pageNumber: 1, sourcePage: tab.number, ...presetRange(tab.defaultDateFilter as DatePreset, NOW) };
      await countRows(spy, listSelection(body as never, [100, 101, 102], NOW));
    }
    expect(sql.map((text) => text.match(/FROM (\w+)/)?.[1])).toEqual([
      'request_day_count', 'request_corporate_day_count', 'appointment_request', 'appointment_request', ...LAB_TAB_ORDER.map(() => 'request_day_count'),
    ]);
  });

  it('equals the row count after any inserts, moves between statuses and days, deletes and edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 12 }), fc.subarray(PROVIDERS, { minLength: 1 }), fc.subarray(STATUSES, { minLength: 1 }), fc.subarray([301, 302], { minLength: 1 }), fc.integer({ min: -12, max: 6 }), fc.integer({ min: 1, max: 14 }),
        async (changes, providers, statuses, corporates, firstDay, days) => {
          for (const c of changes) await apply(db, c, () => ++id);
          const tab = tabSelection(providers, statuses, firstDay, days);
          expect(await countRows(db, tab)).toEqual({ total: await rowCount(db, tab), capped: false });
          const insurer = corporateSelection(corporates, firstDay, days);
          expect(await countRows(db, insurer)).toEqual({ total: await rowCount(db, insurer), capped: false });
        }),
      { numRuns: 40 },
    );
  });

  it('stays right when a statement changes many rows at once', async () => {
    await db.query(`UPDATE appointment_request SET status_id = 24 WHERE provider_id = 101 AND status_id = 23`);
    await db.query(`DELETE FROM appointment_request WHERE provider_id = 102 AND id > 900000`);
    await db.query(`UPDATE appointment_request SET corporate_id = 302 WHERE corporate_id = 301 AND id % 2 = 0`);
    const sel = tabSelection([100, 101, 102], STATUSES, -14, 28);
    expect((await countRows(db, sel)).total).toBe(await rowCount(db, sel));
    const insurer = corporateSelection([301, 302], -14, 28);
    expect((await countRows(db, insurer)).total).toBe(await rowCount(db, insurer));
  });
});
