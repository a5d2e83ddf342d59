/**
 * The e-sales charts at 1,000,000 cases: `npm run bench:charts` (add `-- --generate` to reload the
 * e-sales bench database, esales-bench-db.ts, shared with `npm run bench:esales`).
 *
 * Starts the real server (desk-server.ts, a child process) on that database, signs in as the
 * chart user through the real two-step sign-in, and times sequential HTTP calls on loopback after a
 * warm-up: the aggregate calls (a month, half a year, today) against their 100 ms p95 budget, the
 * drill-down page of a segment against 25 ms, and the spec's raw call (a month, one page of 5,000
 * records) for comparison in the same run. Prints markdown tables and the load average, for bench/README.md.
 */
import './esales-bench-db.ts';
import { cpus, loadavg } from 'node:os';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { CHART_USER_NAMES } from '../core/session/chart-users.ts';
import { defaultChartRange } from '../core/charts/chart-range.ts';
import { addDays, indiaDay } from '../core/shared/india-time.ts';
import { ms, timeCall, withEsalesBench } from './timed-calls.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** The budgets of issue 12: an aggregate p95 ≤ 100 ms, a drill-down page ≤ 25 ms (HTTP, one connection). */
const AGGREGATE_BUDGET_MS = 100;
const PAGE_BUDGET_MS = 25;
const BASE = 'charts/v1/request/generic';

type Body = Record<string, unknown>;
interface Case { name: string; path: string; budget: number | null; body: Body; found: (json: any) => string }

async function main(): Promise<void> {
  const userName = CHART_USER_NAMES[0];
  await withEsalesBench(userName, async ({ db, url, token }) => {
    const today = indiaDay(new Date());
    const month = defaultChartRange(today);
    const halfYear = { startDate: addDays(today, -179), endDate: today };
    const sum = (c: Record<string, number>) => String(Object.values(c).reduce((a, b) => a + b, 0));
    const cases: Case[] = [
      { name: 'counts per day, last 30 days', path: 'esalesConversion/daily', budget: AGGREGATE_BUDGET_MS, body: { ...month }, found: (j) => sum(j.totals) },
      { name: 'counts per day, last 180 days', path: 'esalesConversion/daily', budget: AGGREGATE_BUDGET_MS, body: { ...halfYear }, found: (j) => sum(j.totals) },
      { name: "today's counts per hour", path: 'esalesConversion/today', budget: AGGREGATE_BUDGET_MS, body: {}, found: (j) => sum(j.totals) },
      { name: 'drill-down: month, not created, page 1', path: 'esalesConversion/cases', budget: PAGE_BUDGET_MS, body: { segment: { ...month, conversion: 'notCreated' }, page: 1 }, found: (j) => String(j.total) },
      { name: 'drill-down: month, not created, page 50', path: 'esalesConversion/cases', budget: PAGE_BUDGET_MS, body: { segment: { ...month, conversion: 'notCreated' }, page: 50 }, found: (j) => String(j.total) },
      { name: 'drill-down: month, in process', path: 'esalesConversion/cases', budget: PAGE_BUDGET_MS, body: { segment: { ...month, conversion: 'inProcess' }, page: 1 }, found: (j) => String(j.total) },
      { name: 'drill-down: month, QC approved', path: 'esalesConversion/cases', budget: PAGE_BUDGET_MS, body: { segment: { ...month, conversion: 'qcApproved' }, page: 1 }, found: (j) => String(j.total) },
      { name: 'drill-down: month, status group Cancelled', path: 'esalesConversion/cases', budget: PAGE_BUDGET_MS, body: { segment: { ...month, group: 'cancelled' }, page: 1 }, found: (j) => String(j.total) },
      { name: 'drill-down: a day, QC approved', path: 'esalesConversion/cases', budget: PAGE_BUDGET_MS, body: { segment: { startDate: addDays(today, -1), endDate: addDays(today, -1), conversion: 'qcApproved' }, page: 1 }, found: (j) => String(j.total) },
      { name: 'drill-down: yesterday, 11:00, not created', path: 'esalesConversion/cases', budget: PAGE_BUDGET_MS, body: { segment: { startDate: addDays(today, -1), endDate: addDays(today, -1), hour: 11, conversion: 'notCreated' }, page: 1 }, found: (j) => String(j.total) },
      { name: 'raw (spec): last 30 days, first 5,000 records', path: 'getESalesCasesConversion/raw', budget: null, body: { erIds: [...DEMO.corporateIds], ...month }, found: (j) => `${j.data.data.length} of ${j.data.total}` },
    ];
    const [{ cases: total }] = (await db.query<{ cases: number }>(`SELECT count(*)::int AS cases FROM esales_case`)).rows;
    console.log(`\n${total.toLocaleString('en-US')} cases; ${cpus().length} CPUs; load average before ${loadavg().map((l) => l.toFixed(2)).join(', ')}; ${RUNS} runs each (raw: 20)\n`);
    console.log('| call | found | HTTP p50 | HTTP p95 | budget |');
    console.log('|---|--:|--:|--:|---|');
    for (const c of cases) {
      const r = await timeCall(url, token, { ...c, path: `${BASE}/${c.path}`, body: () => c.body }, c.budget === null ? Math.min(RUNS, 20) : RUNS);
      const verdict = c.budget === null ? 'for comparison' : `≤ ${c.budget} ms: ${r.p95 <= c.budget ? 'yes' : '**no**'}`;
      console.log(`| ${c.name} | ${r.found} | ${ms(r.p50)} | ${ms(r.p95)} | ${verdict} |`);
    }
    console.log(`\nload average after ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  });
}

await main();
