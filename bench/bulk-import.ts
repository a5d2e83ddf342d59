/**
 * Bulk case creation at its limit, on PostgreSQL: a 10,000-row e-sales workbook uploaded to the
 * real server (a child process, so its memory is read from /proc) must create every case in
 * ≤ 10 s with the server's memory growing ≤ 200 MB; a zip bomb, a bomb whose directory lies, and
 * an entity declaration must each be refused in ≤ 1 s. Uses its own database (BENCH_DB, default
 * bench_bulk), rebuilt with the demo data on every run. Exits 1 when a target is missed.
 *
 *   npm run bench:import            (BULK_IMPORT_ROWS=10000)
 */
import { cpus, loadavg } from 'node:os';
import { ContractKind } from '../core/appointments/contracts.ts';
import { MARKETPLACE_SOURCE } from '../core/esales/bulk-form.ts';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { entityRelationIdOf } from '../adapters/server/seed/bulk-reference.ts';
import { entityWorkbook, filledWorkbook, lyingZipBomb, zipBomb } from '../adapters/server/testing/bulk-workbooks.ts';

process.env.BENCH_DB ??= 'bench_bulk';
const { freshBenchDatabase } = await import('./bench-load.ts');
const { latestCodeFromDb, rssKb, signIn, startDeskServer, stopDeskServer } = await import('./desk-client.ts');

const ROWS = Number(process.env.BULK_IMPORT_ROWS ?? 10_000);
const TARGET = { importMs: 10_000, growthMb: 200, refuseMs: 1_000 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const client = await freshBenchDatabase(new Date());
const { server, url } = await startDeskServer({ BENCH_DB: process.env.BENCH_DB! });
const pid = server.pid!;
let missed = 0;
const report = (what: string, value: number, unit: string, target: number) => {
  const ok = value <= target;
  if (!ok) missed++;
  console.log(`${what.padEnd(52)} ${value.toFixed(unit === 'MB' ? 1 : 0).padStart(7)} ${unit}  (target ≤ ${target} ${unit}) ${ok ? 'ok' : 'MISSED'}`);
};

try {
  const token = await signIn(url, DEMO.users.insureradmin.userName, DEMO.password, latestCodeFromDb(client, DEMO.users.insureradmin.userName));
  const upload = async (bytes: Buffer, extra: Record<string, string> = {}) => {
    const form = new FormData();
    const fields = { sourceId: String(MARKETPLACE_SOURCE.sourceId), contractId: '4625', entityRelationId: String(entityRelationIdOf(DEMO.corporateIds[0]!)), entityName: 'bench', userName: 'insureradmin', ...extra };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('excel_file', new Blob([new Uint8Array(bytes)], { type: XLSX }), 'cases.xlsx');
    const started = performance.now();
    const res = await fetch(`${url}/api/insurance/uploadExcelOrders`, { method: 'POST', headers: { accesstoken: token }, body: form });
    const json = (await res.json()) as { isSuccess: boolean; errorMessage: string | null; createdCount?: number };
    return { ms: performance.now() - started, status: res.status, json };
  };
  const casesNow = async () => Number((await client.query('SELECT count(*) AS n FROM esales_case')).rows[0].n);

  const built = performance.now();
  const workbook = await filledWorkbook(ContractKind.Esales, ROWS);
  console.log(`engine postgres, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}`);
  console.log(`workbook: ${ROWS} rows, ${(workbook.length / 1024).toFixed(0)} KB, built by ExcelJS in ${((performance.now() - built) / 1000).toFixed(1)} s`);
  await upload(await filledWorkbook(ContractKind.Esales, 10), { dryRun: 'true' });

  // Memory is measured from before the first 10,000-row call: the dry run's growth counts too.
  const rssBefore = rssKb(pid, 'VmRSS');
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid, 'VmRSS'))), 10);
  const dry = await upload(workbook, { dryRun: 'true' });
  if (!dry.json.isSuccess) throw new Error(`dry run refused: ${JSON.stringify(dry.json).slice(0, 300)}`);
  console.log(`dry run of ${ROWS} rows (guard, parse, validate)             ${dry.ms.toFixed(0).padStart(7)} ms`);

  const before = await casesNow();
  const created = await upload(workbook);
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid, 'VmRSS'));
  if (created.json.createdCount !== ROWS) throw new Error(`import answered ${created.status} ${JSON.stringify(created.json).slice(0, 300)}`);
  if ((await casesNow()) - before !== ROWS) throw new Error('the cases in the database do not match the count answered');
  report(`import of ${ROWS} rows (one transaction)`, created.ms, 'ms', TARGET.importMs);
  report('server memory growth (dry run, then import)', (peak - rssBefore) / 1024, 'MB', TARGET.growthMb);
  console.log(`server RSS before ${(rssBefore / 1024).toFixed(0)} MB, peak ${(peak / 1024).toFixed(0)} MB`);

  const refusals: [string, Buffer][] = [
    ['zip bomb (50 MB sheet, 1,000x)', await zipBomb(50)],
    ['zip bomb whose directory lies', await lyingZipBomb(50)],
    ['entity declaration (billion laughs)', await entityWorkbook()],
  ];
  for (const [what, bytes] of refusals) {
    const res = await upload(bytes);
    if (res.json.isSuccess || res.json.errorMessage !== 'File is not an excel or is corrupted') throw new Error(`${what} was not refused: ${JSON.stringify(res.json)}`);
    report(`${what}: refused in`, res.ms, 'ms', TARGET.refuseMs);
  }
} finally {
  await client.end();
  await stopDeskServer(server);
}
process.exit(missed > 0 ? 1 : 0);
