/**
 * The e-sales queue at 1,000,000 cases: `npm run bench:esales` (add `-- --generate` to reload).
 *
 * Starts the real server (desk-server.ts, a child process) on the e-sales bench database
 * (esales-bench-db.ts), signs in as insureragent through the real two-step sign-in, and times
 * sequential HTTP calls on loopback after a warm-up: the queue's default month on its first and a
 * deep page, a week, and every search kind (cycling through sampled cases). Then it exports the
 * default three months and a week, sampling the server's RSS while the CSV streams. Prints
 * markdown tables and the load average, for bench/README.md.
 */
import './esales-bench-db.ts';
import { cpus, loadavg } from 'node:os';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { presetRange, DatePreset } from '../core/appointments/date-presets.ts';
import { exportDefaultRange, queueDefaultRange } from '../core/esales/queue.ts';
import { ms, timeCall, withEsalesBench } from './timed-calls.ts';
import { timeExport } from './desk-client.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** The list budget of the speed issue: a page p95 ≤ 10 ms, a search ≤ 30 ms (HTTP, one connection). */
const PAGE_BUDGET_MS = 10;
const SEARCH_BUDGET_MS = 30;

type Body = Record<string, unknown>;
interface Case { name: string; budget: number; body: (i: number) => Body }

const QUEUE = 'insurance/searchEsalesQueue';
const queueFound = (json: any) => String(json.queueRequests?.totalQueueRequest ?? `${json.activerequests?.totalActiveRequest} appointment`) + (json.queueRequests?.isTotalCapped ? '+' : '');

async function main(): Promise<void> {
  await withEsalesBench('insureragent', async ({ db, server, url, token }) => {
    const now = new Date();
    const month = queueDefaultRange(now);
    const week = presetRange(DatePreset.Previous7Days, now);
    const sample = (
      await db.query<{ id: string; member_id: string; application_no: string; equote: string; phone: string }>(
        `SELECT e.id::text, e.member_id, e.application_no, e.equote, e.phone FROM esales_case e JOIN corporate k ON k.id = e.corporate_id
          WHERE k.insurer_id = $1 AND NOT e.is_dnd ORDER BY e.id % 9973, e.id LIMIT 200`,
        [DEMO.insurerId],
      )
    ).rows;
    const [{ booked }] = (await db.query<{ booked: string }>(`SELECT min(id)::text AS booked FROM appointment_request WHERE agent_code = $1`, [DEMO.agentId])).rows;
    const queue = (range: { startDate: string; endDate: string }, more: Body = {}) => ({ page: 0, start: range.startDate, end: range.endDate, dateType: 'RequestCreationDate', ...more });
    const at = (i: number) => sample[i % sample.length];
    const cases: Case[] = [
      { name: 'month, page 1', budget: PAGE_BUDGET_MS, body: () => queue(month) },
      { name: 'month, page 50', budget: PAGE_BUDGET_MS, body: () => queue(month, { page: 49 }) },
      { name: 'week, page 1', budget: PAGE_BUDGET_MS, body: () => queue(week) },
      { name: 'Request/Esales Id (a case)', budget: SEARCH_BUDGET_MS, body: (i) => queue(month, { id: at(i).id }) },
      { name: 'Request/Esales Id (an appointment)', budget: SEARCH_BUDGET_MS, body: () => queue(month, { id: booked }) },
      { name: 'Member Id', budget: SEARCH_BUDGET_MS, body: (i) => queue(month, { searchBy: 'MemberId', id: at(i).member_id }) },
      { name: 'Application No', budget: SEARCH_BUDGET_MS, body: (i) => queue(month, { searchBy: 'ApplicationNo', id: at(i).application_no }) },
      { name: 'Application No (eQuote)', budget: SEARCH_BUDGET_MS, body: (i) => queue(month, { searchBy: 'ApplicationNo', id: at(i).equote }) },
      { name: "Name ('Priya', common first name)", budget: SEARCH_BUDGET_MS, body: () => queue(month, { searchBy: 'Name', id: 'Priya' }) },
      { name: 'Contact No (whole number)', budget: SEARCH_BUDGET_MS, body: (i) => queue(month, { searchBy: 'ContactNo', id: at(i).phone }) },
      { name: 'Contact No (first 6 digits)', budget: SEARCH_BUDGET_MS, body: (i) => queue(month, { searchBy: 'ContactNo', id: at(i).phone.slice(0, 6) }) },
    ];
    const [{ cases: total }] = (await db.query<{ cases: number }>(`SELECT count(*)::int AS cases FROM esales_case`)).rows;
    console.log(`\n${total.toLocaleString('en-US')} cases; ${cpus().length} CPUs; load average before ${loadavg().map((l) => l.toFixed(2)).join(', ')}; ${RUNS} runs each\n`);
    console.log('| call | found | HTTP p50 | HTTP p95 | budget |');
    console.log('|---|--:|--:|--:|---|');
    for (const c of cases) {
      const r = await timeCall(url, token, { ...c, path: QUEUE, found: queueFound }, RUNS);
      console.log(`| ${c.name} | ${r.found} | ${ms(r.p50)} | ${ms(r.p95)} | ≤ ${c.budget} ms: ${r.p95 <= c.budget ? 'yes' : '**no**'} |`);
    }
    console.log('\n| export | rows | seconds | rows/s | RSS growth MB |');
    console.log('|---|--:|--:|--:|--:|');
    for (const [name, range] of [['default three months', exportDefaultRange(now)], ['a week', week]] as const) {
      const e = await timeExport(url, token, server, { startDate: range.startDate, endDate: range.endDate }, 'insurance/exportEsalesQueue');
      console.log(`| ${name} | ${e.rows} | ${e.seconds.toFixed(1)} | ${Math.round(e.rowsPerSecond)} | ${(e.peakMb - e.beforeMb).toFixed(0)} |`);
    }
    console.log(`\nload average after ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  });
}

await main();
