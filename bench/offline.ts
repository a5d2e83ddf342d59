/**
 * The offline-consult desk at 1,000,000 consults: `npm run bench:offline` (add `-- --generate` to reload).
 *
 * Starts the real server (desk-server.ts, a child process) on the offline bench database
 * (generate-consults.ts: a clinic of 50 doctors), signs in as clinic.admin through the real
 * two-step sign-in, and times sequential HTTP calls on loopback after a warm-up: a page of every
 * tab and sub-tab in its default window, the counters, every sort, every search kind, and the
 * 14-day calendar of a doctor (cycling through the 50). Prints markdown tables for bench/README.md.
 */
import './offline-bench-db.ts';
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { presetRange, type DatePreset } from '../core/appointments/date-presets.ts';
import { offlineDefaultDateFilter } from '../core/consults/offline-date-filter.ts';
import { OFFLINE_TABS } from '../core/consults/offline-tabs.ts';
import { offlineHasSla } from '../core/consults/offline-pending.ts';
import { benchUrl } from './bench-db.ts';
import { benchDatabaseExists } from './bench-load.ts';
import { latestCodeFromDb, signIn, startDeskServer, stopDeskServer } from './desk-client.ts';
import { ms, timeCall } from './timed-calls.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** The list budget (issue 9): a page p95 ≤ 10 ms, a search ≤ 30 ms; the calendar ≤ 20 ms (issue 14). */
const PAGE_BUDGET_MS = 10;
const SEARCH_BUDGET_MS = 30;
const CALENDAR_BUDGET_MS = 20;

type Body = Record<string, unknown>;
interface Case { group: string; name: string; path: string; budget: number; body: (i: number) => Body; found: (json: any) => string }

async function main(): Promise<void> {
  if (process.argv.includes('--generate') || !(await benchDatabaseExists())) {
    const gen = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-consults.ts'], { stdio: 'inherit' });
    if (gen.status !== 0) throw new Error('generating the bench data failed');
  }
  const db = new pg.Client({ connectionString: benchUrl() });
  await db.connect();
  const { server, url } = await startDeskServer();
  try {
    const user = DEMO.users.clinicAdmin;
    const token = await signIn(url, user.userName, DEMO.password, latestCodeFromDb(db, user.userName));
    const now = new Date();
    const base = { userId: user.id, providerId: DEMO.clinicProviderId, services: 'OFFLINE_CONSULTS', fetchForProviders: [], rows: 10, pageNumber: 1 };
    const window = (tab: number) => presetRange(offlineDefaultDateFilter(tab as never) as DatePreset, now);
    const sample = (await db.query<{ id: number; phone: string; patient_name: string; employee_id: string; doctor_id: number }>(
      `SELECT id::int, phone, patient_name, employee_id, doctor_id FROM appointment_request WHERE NOT is_dnd AND id % 7919 = 0 ORDER BY id LIMIT 50`,
    )).rows;
    const future = (await db.query<{ id: number; doctor_id: number }>(
      `SELECT DISTINCT ON (doctor_id) id::int, doctor_id FROM appointment_request WHERE fulfillment_date > now() AND status_id IN (22, 23) ORDER BY doctor_id, id`,
    )).rows;
    const at = (i: number) => sample[i % sample.length];
    const list = 'medibuddyCentral/RequestDetails';
    const total = (json: any) => `${json.data.totalRecords}${json.data.isTotalCapped ? '+' : ''} (${json.data.pastSlaCount} past SLA)`;
    const search = (searchParam: Body) => ({ ...base, sourcePage: 1, isSearch: true, searchParam });
    const cases: Case[] = [
      ...OFFLINE_TABS.flatMap((t) => [
        { group: 'tab page', name: `${t.tab} ${t.label}`, path: list, budget: PAGE_BUDGET_MS, body: () => ({ ...base, sourcePage: t.tab, ...window(t.tab) }), found: total },
        ...t.subTabs.map((s) => ({ group: 'sub-tab page', name: `${t.label}: ${s.label}`, path: list, budget: PAGE_BUDGET_MS, body: () => ({ ...base, sourcePage: t.tab, subPage: s.subTab, ...window(t.tab) }), found: total })),
      ]),
      { group: 'counters', name: 'offlineTabCounts (Next 30 Days)', path: 'medibuddyCentral/offlineTabCounts', budget: PAGE_BUDGET_MS, body: () => ({ userId: user.id, providerId: DEMO.clinicProviderId, ...window(2) }), found: (j) => `${j.tabs[0].count} (${j.tabs[0].pastSla} past SLA)` },
      ...OFFLINE_TABS.filter((t) => offlineHasSla(t)).map((t) => ({
        group: 'priority cases', name: `${t.tab} ${t.label}`, path: list, budget: PAGE_BUDGET_MS, body: () => ({ ...base, sourcePage: t.tab, ...window(t.tab), fetchHighSLACases: true }), found: total,
      })),
      ...(['FulfillmentDate', 'ModificationDate', 'Priority'] as const).flatMap((field) => [false, true].map((isDescending) => ({
        group: 'sort', name: `All by ${field} ${isDescending ? 'desc' : 'asc'}`, path: list, budget: PAGE_BUDGET_MS,
        body: () => ({ ...base, sourcePage: 1, ...window(1), sortByField: field, isDescending }), found: total,
      }))),
      { group: 'search', name: 'request id', path: list, budget: SEARCH_BUDGET_MS, body: (i) => search({ requestIds: [at(i).id] }), found: total },
      { group: 'search', name: 'employee id', path: list, budget: SEARCH_BUDGET_MS, body: (i) => search({ employeeIds: [at(i).employee_id] }), found: total },
      { group: 'search', name: 'phone, whole number', path: list, budget: SEARCH_BUDGET_MS, body: (i) => search({ contactNumber: at(i).phone }), found: total },
      { group: 'search', name: 'phone, 6 middle digits', path: list, budget: SEARCH_BUDGET_MS, body: (i) => search({ contactNumber: at(i).phone.slice(3, 9) }), found: total },
      { group: 'search', name: 'name, full', path: list, budget: SEARCH_BUDGET_MS, body: (i) => search({ patientName: at(i).patient_name }), found: total },
      { group: 'search', name: 'name, first name', path: list, budget: SEARCH_BUDGET_MS, body: (i) => search({ patientName: at(i).patient_name.split(' ')[0] }), found: total },
      {
        group: 'calendar', name: '14 days of a doctor (50 doctors in turn)', path: 'medibuddyCentral/getWAPIProvidersCalendar', budget: CALENDAR_BUDGET_MS,
        body: (i) => ({ providerIds: [DEMO.clinicProviderId], doctorId: future[i % future.length].doctor_id, noOfDays: 14, requestIds: [future[i % future.length].id] }),
        found: (j) => `${j.providerSlots[0].daySlots.reduce((n: number, d: any) => n + d.workingDaySlots.slots.filter((s: any) => s.placesLeft > 0).length, 0)} open slots`,
      },
    ];
    const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM appointment_request`)).rows;
    console.log(`\n${n.toLocaleString('en-US')} consults of one clinic, ${future.length} doctors; ${cpus().length} CPUs; load average before ${loadavg().map((l) => l.toFixed(2)).join(', ')}; ${RUNS} runs each\n`);
    console.log('| group | call | found | HTTP p50 | HTTP p95 | budget |');
    console.log('|---|---|--:|--:|--:|---|');
    for (const c of cases) {
      const r = await timeCall(url, token, c, RUNS);
      console.log(`| ${c.group} | ${c.name} | ${r.found} | ${ms(r.p50)} | ${ms(r.p95)} | ≤ ${c.budget} ms: ${r.p95 <= c.budget ? 'yes' : '**no**'} |`);
    }
    console.log(`\nload average after ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  } finally {
    await stopDeskServer(server);
    await db.end();
  }
}

await main();
