/**
 * First rows fast (issue 32, item 8): on a first visit (a fresh browser context, nothing cached),
 * the time from the click on Verify in the one-time-code dialog to the first data row of the
 * user's landing list, and from navigation to the text of the not-authorised and not-found pages.
 * The real server with demo data on an in-memory database serves the built portal (./dist), in
 * Debian's Chromium. Times are read on the page's own clock (first-rows-probe.ts).
 *
 *   npm run build && npm run bench:first-rows            (BENCH_RUNS=5 by default)
 *   npm run bench:first-rows -- --waterfall              also prints each case's requests, last run
 *   BENCH_DIST=/tmp/dist-before,dist npm run bench:first-rows
 *                                                        two builds, one server each, run by turns
 *                                                        (on a shared machine, a fair before/after)
 */
import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer } from '../adapters/server/start.ts';
import { latestOneTimeCode } from '../adapters/server/testing/one-time-code.ts';
import { launchBrowser } from '../ui/e2e/support/browser.ts';
import { DEMO_PASSWORD } from '../ui/e2e/support/portal.ts';
import { installProbe, readProbe, waterfall, type Target } from './first-rows-probe.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 1000;
const showWaterfall = process.argv.includes('--waterfall');
const ROW: Target = { selector: 'table tbody tr' };

/** The landing lists of issue 32: who signs in, where they must land. */
const LANDINGS = [
  { user: 'dcadmin', path: '/dcadmin/appointments' },
  { user: 'insureradmin', path: '/insureradmin/appointments' },
  { user: 'insureragent', path: '/insureragent/appointments/esalesqueue' },
  { user: 'clinic.admin', path: '/offlineConsults/upcoming' },
];

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];

const dists = (process.env.BENCH_DIST ?? 'dist').split(',');
const servers = await Promise.all(
  dists.map((staticDir) =>
    startServer({
      config: { port: 0, host: '127.0.0.1', dataDir: ':memory:', databaseUrl: undefined, staticDir, smtpUrl: undefined },
      logger: pino({ level: 'warn' }),
    }),
  ),
);
type Server = (typeof servers)[number];
let browser: Browser = await launchBrowser();
const newContext = async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
  // On a machine loaded far past its cores Chromium can go away; a new one takes the next run.
  if (!browser.isConnected()) browser = await launchBrowser();
  return browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
};
/** One run; a run that fails (a lost browser, a timeout) is reported and left out, not fatal. */
async function attempt(run: () => Promise<number>): Promise<number | undefined> {
  try {
    return await run();
  } catch (error) {
    console.warn(`  a run failed and is left out: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** Signs in through the login page and the code dialog; answers the ms from Verify to the first row. */
async function firstRows(server: Server, user: string, path: string, last: boolean): Promise<{ ms: number; context: BrowserContext }> {
  const context = await newContext();
  await installProbe(context, ROW);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/^Username/).fill(user);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog').waitFor();
  const code = await latestOneTimeCode(server.db, user);
  for (let i = 0; i < code.length; i++) await page.getByLabel(`Digit ${i + 1} of 5`).fill(code[i]);
  await page.getByRole('button', { name: 'Verify' }).click();
  const times = await readProbe(page, ROW);
  const landed = new URL(page.url()).pathname;
  if (landed !== path) throw new Error(`${user} landed on ${landed}, not ${path}`);
  if (last && showWaterfall) console.log(`  ${user}:\n${(await waterfall(page, times.verify!)).join('\n')}`);
  return { ms: times.seen! - times.verify!, context };
}

/** Opens `path` in a fresh context (cold cache, optionally signed in); answers the ms from navigation to `target`. */
async function pageText(server: Server, path: string, target: Target, signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined, last: boolean) {
  const context = await newContext(signedIn);
  await installProbe(context, target);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  const times = await readProbe(page, target);
  if (last && showWaterfall) console.log(`  ${path}:\n${(await waterfall(page, 0)).join('\n')}`);
  await context.close();
  return times.seen!;
}

const results: { name: string; ms: number[] }[] = [];
const loadBefore = loadAverage();
// Each build is measured in turn within every run, so a busy spell of the machine hits all alike.
const label = (dist: number, name: string) => (dists.length > 1 ? `[${dists[dist]}] ${name}` : name);
const collect = (dist: number, name: string, ms: number | undefined) => {
  if (ms === undefined) return;
  const key = label(dist, name);
  let result = results.find((r) => r.name === key);
  if (!result) results.push((result = { name: key, ms: [] }));
  result.ms.push(ms);
};
// One sign-in of clinic.viewer (no SPOC feature) per server, whose stored session later visits start from, cold.
const viewerStates: Awaited<ReturnType<BrowserContext['storageState']>>[] = [];
for (const server of servers) {
  const viewer = await firstRows(server, 'clinic.viewer', '/offlineConsults/upcoming', false);
  viewerStates.push(await viewer.context.storageState());
  await viewer.context.close();
}

for (const { user, path } of LANDINGS) {
  for (let run = 0; run < RUNS; run++) {
    for (const [dist, server] of servers.entries()) {
      const ms = await attempt(async () => {
        const result = await firstRows(server, user, path, run === RUNS - 1);
        await result.context.close();
        return result.ms;
      });
      collect(dist, `Verify → first row: ${user} (${path})`, ms);
    }
  }
}
const notAuthorised: Target = { selector: 'h1', text: 'You are not Authorized for this Page' };
const notFound: Target = { selector: 'h1', text: 'Page not found' };
const pages = [
  { name: 'navigation → not-authorised text: clinic.viewer on /SPOC/SPOCManagement', path: '/SPOC/SPOCManagement', target: notAuthorised, signedIn: true },
  { name: 'navigation → not-found text: /no/such/page, signed out', path: '/no/such/page', target: notFound, signedIn: false },
  { name: 'navigation → not-found text: /nobody/appointments, signed in', path: '/nobody/appointments', target: notFound, signedIn: true },
];
for (const { name, path, target, signedIn } of pages) {
  for (let run = 0; run < RUNS; run++) {
    for (const [dist, server] of servers.entries()) {
      collect(dist, name, await attempt(() => pageText(server, path, target, signedIn ? viewerStates[dist] : undefined, run === RUNS - 1)));
    }
  }
}
await browser.close();
await Promise.all(servers.map((s) => s.close()));

console.log(`\nfirst visit (fresh context, cold cache), ${RUNS} runs each; load average before ${loadBefore}, after ${loadAverage()}`);
console.log('| case | median ms | p95 ms | runs ms | ≤ 1 s |\n|---|--:|--:|---|:-:|');
for (const { name, ms } of results) {
  const median = quantile(ms, 0.5);
  const row = [name, Math.round(median), Math.round(quantile(ms, 0.95)), ms.map(Math.round).join(', '), median <= BUDGET_MS ? 'yes' : '**no**'];
  console.log(`| ${row.join(' | ')} |`);
}
