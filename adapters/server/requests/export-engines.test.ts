import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvChunks } from '../../csv/csv.ts';
import { LabTab } from '../../../core/appointments/tabs.ts';
import { labExport } from '../lab-desk/export-columns.ts';
import { insurerExport } from '../insurance/export-columns.ts';
import { seedDemoData } from '../seed/seed.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { Db } from '../store/db.ts';
import { TEST_ENGINES } from '../testing/test-server.ts';
import { openTestDb } from '../testing/test-database.ts';
import { sendRequestsCsv, type RequestExport } from './export-csv.ts';
import { listPage } from './request-store.ts';
import type { RequestSelection } from './selection.ts';

const NOW = new Date('2026-11-22T06:30:00.000Z');

/**
 * Values that test every rule of the file at once: formula starts, quotes, separators, line
 * breaks, tabs and backslashes (which COPY's text format escapes), spaces at either end, non-ASCII
 * text, and contacts inside free text, on customers who did and did not ask not to be disturbed.
 */
const AWKWARD: { remarks: string; address: string; dnd: boolean }[] = [
  { remarks: '=HYPERLINK("http://x.example")', address: '+91 Main Road, "Block" B', dnd: false },
  { remarks: 'call 98450 12345 or mail asha.rao@mail.test', address: 'line one\nline two', dnd: true },
  { remarks: 'tab\there and back\\slash \\N', address: '-5 Cross', dnd: true },
  { remarks: ' leading and trailing ', address: '@home\r\nnext', dnd: false },
  { remarks: 'Ünïcödé 日本語 ✓ — 9845012345', address: '\tindented', dnd: true },
  { remarks: '\\', address: '', dnd: false },
];

/** The file as the export sends it over HTTP. */
async function exported<R, Out>(db: Db, spec: RequestExport<R, Out>): Promise<Buffer> {
  const app = Fastify();
  app.get('/export', (_request, reply) => sendRequestsCsv(reply, db, spec));
  try {
    return (await app.inject({ method: 'GET', url: '/export' })).rawPayload;
  } finally {
    await app.close();
  }
}

/** The same file built from the rows an ordinary query reads, in one piece. */
async function fromQuery<R, Out>(db: Db, spec: RequestExport<R, Out>): Promise<Buffer> {
  const rows = (await listPage(db, spec.selection, spec.shape, 100_000, 0)).map(spec.toRow);
  let text = '';
  for await (const chunk of csvChunks(spec.columns, (async function* () { yield rows; })())) text += chunk;
  return Buffer.from(text, 'utf8');
}

describe('the export files on every engine', () => {
  const files: Record<string, { lab: Buffer; insurer: Buffer; labQuery: Buffer; insurerQuery: Buffer }> = {};
  const all: RequestSelection = { service: 'LABS', sort: { column: 'fulfillment_date', descending: false } };
  const lab = { ...all, providerIds: [DEMO.parentProviderId, ...DEMO.childProviderIds], tab: LabTab.ALL_APPOINTMENTS, sort: { column: 'modified_on' as const, descending: true } };

  beforeAll(async () => {
    for (const engine of TEST_ENGINES) {
      const { db, drop } = await openTestDb(engine);
      try {
        await seedDemoData(db, NOW);
        // The awkward values on the first requests of the parent's group, the same ones on each engine.
        const ids = (await db.query<{ id: number }>('SELECT id FROM appointment_request WHERE provider_id = ANY($1::int[]) ORDER BY id LIMIT $2', [lab.providerIds, AWKWARD.length])).map((r) => r.id);
        for (const [i, a] of AWKWARD.entries()) {
          await db.query('UPDATE appointment_request SET remarks = $2, address_line1 = $3, is_dnd = $4 WHERE id = $1', [ids[i], a.remarks, a.address, a.dnd]);
        }
        const labSpec = labExport(lab, NOW);
        const insurerSpec = insurerExport(all, NOW);
        files[engine] = { lab: await exported(db, labSpec), insurer: await exported(db, insurerSpec), labQuery: await fromQuery(db, labSpec), insurerQuery: await fromQuery(db, insurerSpec) };
      } finally {
        await drop();
      }
    }
  }, 300_000);

  it('are byte for byte the file built from an ordinary query, and the same on PGlite and PostgreSQL', () => {
    const [first, ...others] = TEST_ENGINES;
    const file = files[first];
    expect(file.lab.toString('utf8').split('\r\n').length).toBeGreaterThan(2_000);
    for (const text of AWKWARD.map((a) => a.remarks.slice(0, 6))) expect(file.lab.toString('utf8')).toContain(text.replace(/"/g, '""'));
    for (const engine of TEST_ENGINES) {
      expect(files[engine].lab.equals(files[engine].labQuery), `${engine} lab`).toBe(true);
      expect(files[engine].insurer.equals(files[engine].insurerQuery), `${engine} insurer`).toBe(true);
    }
    for (const engine of others) {
      expect(files[engine].lab.equals(file.lab), `${engine} lab`).toBe(true);
      expect(files[engine].insurer.equals(file.insurer), `${engine} insurer`).toBe(true);
    }
  });

  it('mask a customer who asked not to be disturbed and escape formulae, whatever the engine', () => {
    const text = files[TEST_ENGINES[0]].lab.toString('utf8');
    expect(text).toContain('"\'=HYPERLINK(""http://x.example"")"');
    expect(text).not.toContain('98450 12345');
    expect(text).toContain('98450******');
    expect(text).not.toContain('asha.rao@mail.test');
    expect(text).toContain('"line one\nline two');
  });
});
