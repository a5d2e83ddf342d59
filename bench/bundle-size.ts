/**
 * Bundle sizes as a person's browser pays them: the gzip size of the JavaScript the login page
 * really loads (measured in Chromium against the built portal), and of each screen's own chunk
 * (from Vite's manifest). Run after `npm run build`: `npm run bench:bundle`. BUNDLE_DIST names another
 * build folder (default dist), e.g. `BUNDLE_DIST=/tmp/dist-x npm run bench:bundle` after
 * `npx vite build --outDir /tmp/dist-x --emptyOutDir`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pino } from 'pino';
import { startServer } from '../adapters/server/start.ts';
import { launchBrowser } from '../ui/e2e/support/browser.ts';

const LOGIN_BUDGET_KB = 150;
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
page.on('response', async (response) => {
  if (response.request().resourceType() === 'script') scripts.set(response.url(), gzipSync(await response.body()).length);
});
await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
await browser.close();
await server.close();
const loginBytes = [...scripts.values()].reduce((a, b) => a + b, 0);

console.log(`login page JavaScript: ${kb(loginBytes)} KB gzip in ${scripts.size} files (budget ${LOGIN_BUDGET_KB} KB)`);
console.log(`entry chunk and its imports: ${kb(entryBytes)} KB gzip`);
console.log('screen chunks (gzip, beyond the entry):');
for (const [src, bytes] of rows) console.log(`  ${String(kb(bytes)).padStart(7)} KB  ${src}`);
if (kb(loginBytes) > LOGIN_BUDGET_KB) process.exitCode = 1;
