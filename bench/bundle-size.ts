/**
 * Bundle sizes as a person's browser pays them: the gzip size of the JavaScript the login page
 * really loads (measured in Chromium against the built portal, everything fetched until the network
 * is idle), and of each screen's own chunk (from Vite's manifest). Exits non-zero when /login is over
 * its budget (140 KB gzip with React, the one runtime). Run after `npm run build`: `npm run bench:bundle`. BUNDLE_DIST names another
 * build folder (default dist), e.g. `BUNDLE_DIST=/tmp/dist-x npm run bench:bundle` after
 * `npx vite build --outDir /tmp/dist-x --emptyOutDir`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pino } from 'pino';
import { startServer } from '../adapters/server/start.ts';
import { launchBrowser } from '../ui/e2e/support/browser.ts';

const LOGIN_BUDGET_KB = 140;
const dist = process.env.BUNDLE_DIST || 'dist';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

// Everything a chunk pulls in statically, itself included.
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const entryFiles = closure(entryKey);

const rows: [string, number][] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const own = [...closure(key)].filter((k) => !entryFiles.has(k));
  rows.push([chunk.src ?? key, own.reduce((sum, k) => sum + gz(manifest[k].file), 0)]);
}
rows.sort((a, b) => b[1] - a[1]);
const entryBytes = [...entryFiles].reduce((sum, k) => sum + gz(manifest[k].file), 0);

// The login page, as Chromium loads it.
const server = await startServer({ config: { port: 0, host: '127.0.0.1', dataDir: ':memory:', staticDir: dist, seedOnEmpty: false }, logger: pino({ level: 'warn' }) });
const browser = await launchBrowser();
const page = await browser.newPage();
const scripts = new Map<string, number>();
// What crossed the wire: the server sends the build's brotli copies (adapters/server/http/portal.ts).
const served = new Map<string, { bytes: number; encoding: string }>();
const reading: Promise<void>[] = [];
page.on('response', (response) => {
  if (response.request().resourceType() !== 'script') return;
  reading.push(response.body().then((body) => void scripts.set(response.url(), gzipSync(body).length)));
  reading.push(
    response.request().sizes().then(async ({ responseBodySize }) => {
      served.set(response.url(), { bytes: responseBodySize, encoding: (await response.headerValue('content-encoding')) ?? 'none' });
    }),
  );
});
await page.goto(`${server.url}/login`);
// The page is counted once it can be used and the network has then gone quiet: on a busy machine
// the entry can run for longer than networkidle's half second before it asks for the page's chunk.
await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 60_000 });
await page.waitForLoadState('networkidle');
// Every script's body is read before the browser goes, or the late ones would not be counted.
await Promise.all(reading);
await browser.close();
await server.close();
const loginBytes = [...scripts.values()].reduce((a, b) => a + b, 0);

console.log(`login page JavaScript: ${kb(loginBytes)} KB gzip in ${scripts.size} files (budget ${LOGIN_BUDGET_KB} KB)`);
for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`  ${String(kb(bytes)).padStart(7)} KB  ${new URL(url).pathname}`);
const servedBytes = [...served.values()].reduce((sum, r) => sum + r.bytes, 0);
const encodings = [...new Set([...served.values()].map((r) => r.encoding))].join(', ');
console.log(`  as served: ${kb(servedBytes)} KB on the wire (content-encoding: ${encodings})`);
console.log(`entry chunk and its imports: ${kb(entryBytes)} KB gzip`);
console.log('screen chunks (gzip, beyond the entry):');
for (const [src, bytes] of rows) console.log(`  ${String(kb(bytes)).padStart(7)} KB  ${src}`);
if (kb(loginBytes) > LOGIN_BUDGET_KB) {
  console.error(`login page JavaScript is over its budget by ${kb(loginBytes - LOGIN_BUDGET_KB * 1024)} KB gzip`);
  process.exitCode = 1;
}
