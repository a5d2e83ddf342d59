/**
 * The SLA breach counts in the database (issue 16): `node --import tsx bench/sla-counts.ts`.
 *
 * For every list with an SLA, in its default window, times by EXPLAIN ANALYZE (planning plus
 * execution) the count statement a list call runs, once as before (the count alone) and once with
 * its past-SLA count beside it, on the lab bench database (BENCH_DB, default bench_desk: dcadmin's
 * group) and the offline one (BENCH_OFFLINE_DB, default bench_offline: the 50-doctor clinic). The
 * database's own time, so a busy machine moves it less than the HTTP figures of bench:desk.
 */
import pg from 'pg';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { listSelection, type CountedSelection } from '../adapters/server/lab-desk/list-selection.ts';
import { offlineSelection } from '../adapters/server/consults/offline-selection.ts';
import { countRows, countWithPastSla } from '../adapters/server/requests/request-store.ts';
import type { Db } from '../adapters/server/store/db.ts';
import { presetRange, type DatePreset } from '../core/appointments/date-presets.ts';
import { hasSla } from '../core/appointments/sla.ts';
import { LAB_TAB_ORDER, LAB_TABS } from '../core/appointments/tabs.ts';
import { offlineDefaultDateFilter } from '../core/consults/offline-date-filter.ts';
import { offlineHasSla } from '../core/consults/offline-pending.ts';
import { OFFLINE_TABS } from '../core/consults/offline-tabs.ts';
import { benchUrl } from './bench-db.ts';
import { GROUP } from './desk-lists.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const OFFLINE_DB = process.env.BENCH_OFFLINE_DB ?? 'bench_offline';

interface Statement { sql: string; params: readonly unknown[] }

/** The one statement a count function sends, recorded instead of run. */
async function statementOf(count: (db: Db) => Promise<unknown>): Promise<Statement> {
  const seen: Statement[] = [];
  await count({ engine: 'postgres', async query(sql: string, params: readonly unknown[] = []) { seen.push({ sql, params }); return [{ n: 0, past: 0 }]; } } as unknown as Db);
  return seen[0];
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** p50 and p95 of planning plus execution, and what the statement answered. */
async function timed(db: pg.Client, s: Statement): Promise<{ p50: number; p95: number; answer: Record<string, number> }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.sql}`, s.params as unknown[]);
    const plan = rows[0]['QUERY PLAN'][0];
    if (i >= 3) times.push(plan['Planning Time'] + plan['Execution Time']);
  }
  const [answer] = (await db.query(s.sql, s.params as unknown[])).rows;
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), answer };
}

async function compare(db: pg.Client, name: string, sel: CountedSelection): Promise<void> {
  const before = await timed(db, await statementOf((d) => countRows(d, sel, null)));
  const after = await timed(db, await statementOf((d) => countWithPastSla(d, sel, sel.pastSlaTerms, null)));
  console.log(`| ${name} | ${after.answer.n} | ${after.answer.past} | ${before.p50.toFixed(2)} / ${before.p95.toFixed(2)} | ${after.p50.toFixed(2)} / ${after.p95.toFixed(2)} |`);
}

async function main(): Promise<void> {
  const now = new Date();
  const header = '| list (default window) | rows | past SLA | count alone p50 / p95 ms | count + past SLA p50 / p95 ms |\n|---|--:|--:|--:|--:|';
  const lab = new pg.Client({ connectionString: benchUrl() });
  await lab.connect();
  console.log(`Lab desk (${benchUrl().replace(/.*\//, '')}, dcadmin's group), ${RUNS} runs each, EXPLAIN ANALYZE\n\n${header}`);
  for (const tab of LAB_TAB_ORDER.filter(hasSla)) {
    const info = LAB_TABS[tab];
    const body = { userId: DEMO.users.dcadmin.id, services: 'LABS', sourcePage: info.number, providerId: DEMO.parentProviderId, rows: 10, pageNumber: 1, ...presetRange(info.defaultDateFilter as DatePreset, now) };
    await compare(lab, `${info.number} ${info.label} (${info.defaultDateFilter})`, listSelection(body as never, GROUP, now));
  }
  await lab.end();

  const url = new URL(benchUrl());
  url.pathname = `/${OFFLINE_DB}`;
  const offline = new pg.Client({ connectionString: url.toString() });
  await offline.connect();
  console.log(`\nOffline desk (${OFFLINE_DB}, the clinic), ${RUNS} runs each\n\n${header}`);
  for (const t of OFFLINE_TABS) {
    for (const scope of t.subTabs.length ? t.subTabs : [t]) {
      if (!offlineHasSla(scope)) continue;
      const subPage = 'subTab' in scope ? scope.subTab : null;
      const body = { userId: DEMO.users.clinicAdmin.id, services: 'OFFLINE_CONSULTS', sourcePage: t.tab, subPage, providerId: DEMO.clinicProviderId, rows: 10, pageNumber: 1, ...presetRange(offlineDefaultDateFilter(t.tab) as DatePreset, now) };
      await compare(offline, `${t.label}${subPage ? `: ${scope.label}` : ''}`, offlineSelection(body as never, [DEMO.clinicProviderId], now));
    }
  }
  await offline.end();
}

await main();
