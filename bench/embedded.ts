/**
 * The embedded default under load: `npm run bench:embedded`. Starts the server as `npm start` runs
 * it (PGlite in a fresh folder, demo data, info logging), signs in as dcadmin and POSTs the same
 * list call as desk.ts's load runs (Confirmed Appointments, Previous 7 Days, page of 10 plus the
 * count) with autocannon at 1, 10 and 50 connections, printing req/s, p99, the server's CPU per
 * call and its RSS.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { LAB_TAB_ORDER, LAB_TABS } from '../core/appointments/tabs.ts';
import { presetRange, type DatePreset } from '../core/appointments/date-presets.ts';
import { codeFromServer, cpuMs, rssKb, signIn, startDeskServer, stopDeskServer } from './desk-client.ts';
import { httpLoad } from './throughput.ts';

const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Issue 9's goal at 10 connections. */
const TARGET = { perSecond: 400, p99: 100, rssMb: 500 };

const started = performance.now();
const { server, url } = await startDeskServer({ BENCH_ENGINE: 'pglite' });
try {
  const pid = server.pid!;
  const startSeconds = (performance.now() - started) / 1000;
  const token = await signIn(url, 'dcadmin', DEMO.password, () => codeFromServer(server, 'dcadmin'));
  const confirmed = LAB_TABS[LAB_TAB_ORDER[1]];
  const body = {
    userId: DEMO.users.dcadmin.id, services: 'LABS', providerId: DEMO.parentProviderId, fetchForProviders: [], rows: 10, pageNumber: 1,
    sourcePage: confirmed.number, ...presetRange(confirmed.defaultDateFilter as DatePreset, new Date()),
  };
  console.log(`\nPGlite (embedded default), demo data; ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}`);
  console.log(`server start with seeding ${startSeconds.toFixed(1)} s; RSS after sign-in ${(rssKb(pid, 'VmRSS') / 1024).toFixed(0)} MB`);
  console.log(`POST RequestDetails, ${confirmed.label} (${confirmed.defaultDateFilter}), page of 10 plus the count; ${SECONDS} s per run\n`);
  console.log('| connections | req/s | p99 ms | timeouts | server CPU ms per call | RSS after | VmHWM | load average |');
  console.log('|--:|--:|--:|--:|--:|--:|--:|--|');
  for (const connections of CONNECTIONS) {
    const cpuBefore = cpuMs(pid);
    const load = await httpLoad(`${url}/api/medibuddyCentral/RequestDetails`, { accesstoken: token }, body, connections, SECONDS);
    const perCall = (cpuMs(pid) - cpuBefore) / (load.perSecond * SECONDS);
    console.log(`| ${connections} | ${Math.round(load.perSecond)} | ${load.p99.toFixed(0)} | ${load.errors} | ${perCall.toFixed(2)} | ${(rssKb(pid, 'VmRSS') / 1024).toFixed(0)} MB | ${(rssKb(pid, 'VmHWM') / 1024).toFixed(0)} MB | ${loadavg()[0].toFixed(1)} |`);
  }
  console.log(`\ngoal at 10 connections: ≥ ${TARGET.perSecond} req/s, p99 ≤ ${TARGET.p99} ms, RSS ≤ ${TARGET.rssMb} MB`);
} finally {
  await stopDeskServer(server);
}
