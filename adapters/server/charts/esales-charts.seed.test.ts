import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyCounts, hourlyCounts, type EsalesCaseRecord } from '../../../core/charts/esales-counts.ts';
import { CONVERSION_KEY, GROUP_KEY } from '../../../core/charts/esales-counts.ts';
import { CONVERSIONS, STATUS_GROUPS } from '../../../core/charts/esales-conversion.ts';
import { inSegment, type ChartSegment } from '../../../core/charts/segment.ts';
import { addDays, indiaDay } from '../../../core/shared/india-time.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { ESALES_CASE_DAYS } from '../seed/esales-cases.ts';
import { seedDemoData } from '../seed/seed.ts';
import type { Db } from '../store/db.ts';
import { openDb } from '../store/open.ts';
import { TEST_ENGINES } from '../testing/test-server.ts';
import { countsPerDay, countsPerHour, rawCasePage, segmentPage } from './esales-charts.query.ts';
import { toCaseRecord, toDayCounts, toHourCounts } from './esales-charts.mapper.ts';

// 15:00 India time, so today already holds cases of several hours.
const NOW = new Date('2026-03-15T09:30:00Z');
const TODAY = indiaDay(NOW);
const RANGE = { startDate: addDays(TODAY, -(ESALES_CASE_DAYS - 1)), endDate: TODAY };

/** A fresh database of the engine, seeded with the demo data, and how to drop it. */
async function seededDb(engine: 'pglite' | 'postgres'): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openDb({});
    await seedDemoData(db, NOW);
    return { db, drop: () => db.close() };
  }
  const admin = process.env.DATABASE_URL_TEST as string;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const adminQuery = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  await seedDemoData(db, NOW);
  return { db, drop: async () => { await db.close(); await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); } };
}

/** Every raw record of a range, read a page at a time as the portal would. */
async function allRaw(db: Db, range: { startDate: string; endDate: string }): Promise<EsalesCaseRecord[]> {
  const out: EsalesCaseRecord[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await rawCasePage(db, { corporateIds: DEMO.corporateIds, range }, offset, 1000);
    out.push(...page.rows.map(toCaseRecord));
    if (out.length >= page.total) return out;
  }
}

describe.each(TEST_ENGINES)("the charts' SQL against core's classification of the raw records, on the demo data (%s)", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let raw: EsalesCaseRecord[];

  beforeAll(async () => {
    ({ db, drop } = await seededDb(engine));
    raw = await allRaw(db, RANGE);
  }, 120_000);
  afterAll(() => drop?.());

  it('holds converted cases in every group, so the comparison covers each rule', () => {
    const days = dailyCounts(raw, RANGE.startDate, RANGE.endDate);
    const sums = days.reduce((a, d) => a.map((n, i) => n + Object.values(d.groups)[i]), Object.values(days[0].groups).map(() => 0));
    expect(sums.every((n) => n > 0)).toBe(true);
    expect(raw.some((c) => c.order_id === 0) && raw.some((c) => c.order_id !== 0 && c.status_id !== 48)).toBe(true);
  });

  it("keeps each case's request status in step with the request (021's triggers)", async () => {
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM esales_case e LEFT JOIN appointment_request r ON r.id = e.request_id WHERE e.request_status_id IS DISTINCT FROM r.status_id`,
    );
    expect(n).toBe(0);
  });

  it('counts per day as core counts the raw records', async () => {
    expect(toDayCounts(await countsPerDay(db, { corporateIds: DEMO.corporateIds, range: RANGE }), RANGE)).toEqual(dailyCounts(raw, RANGE.startDate, RANGE.endDate));
  });

  it("counts today's hours as core buckets the raw records", async () => {
    const today = { startDate: TODAY, endDate: TODAY };
    const todays = await allRaw(db, today);
    expect(todays.length).toBeGreaterThan(0);
    expect(toHourCounts(await countsPerHour(db, { corporateIds: DEMO.corporateIds, range: today }))).toEqual(hourlyCounts(todays));
  });

  it("totals every segment as core's inSegment selects the raw records", async () => {
    const segments: ChartSegment[] = [
      ...CONVERSIONS.map((c) => ({ ...RANGE, conversion: CONVERSION_KEY[c] })),
      ...STATUS_GROUPS.map((g) => ({ ...RANGE, group: GROUP_KEY[g] })),
      { startDate: TODAY, endDate: TODAY, hour: 11, conversion: 'notCreated' },
    ];
    for (const segment of segments) {
      const { total } = await segmentPage(db, DEMO.corporateIds, segment, 0, 0);
      expect(total, JSON.stringify(segment)).toBe(raw.filter((c) => inSegment(c, segment)).length);
    }
  });
});
