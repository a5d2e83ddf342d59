import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvColumn } from '../../csv/csv.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';
import { limitNote, sendRequestsCsv, upToLimit } from './export-csv.ts';
import { rowShape } from './request-row.ts';
import { listPage } from './request-store.ts';
import type { RequestSelection } from './selection.ts';

async function* batchesOf(...batches: number[][]) {
  yield* batches;
}

async function read(batches: AsyncIterable<readonly number[]>): Promise<number[][]> {
  const out: number[][] = [];
  for await (const batch of batches) out.push([...batch]);
  return out;
}

describe('an export up to its limit', () => {
  it('passes every row when there are no more than the limit', async () => {
    const r = upToLimit(batchesOf([1, 2], [3]), 3);
    expect(await read(r.batches)).toEqual([[1, 2], [3]]);
    expect(r.over()).toBe(false);
  });

  it('stops at the limit and says so when one more row exists, inside a batch or just after one', async () => {
    const inside = upToLimit(batchesOf([1, 2], [3, 4]), 3);
    expect(await read(inside.batches)).toEqual([[1, 2], [3]]);
    expect(inside.over()).toBe(true);
    const after = upToLimit(batchesOf([1, 2], [3]), 2);
    expect((await read(after.batches)).flat()).toEqual([1, 2]);
    expect(after.over()).toBe(true);
  });

  it('names the limit in the note', () => {
    expect(limitNote(100_000)).toBe('Export stopped at 100,000 rows; narrow the filter to export the rest.');
  });
});

describe.each(TEST_ENGINES)('a streamed request export on %s', (engine) => {
  let s: TestServer;
  let app: FastifyInstance;
  const sel: RequestSelection = { service: 'LABS', providerIds: [100, 101, 102], sort: { column: 'fulfillment_date', descending: false } };
  const columns: CsvColumn<{ id: number; patient_name: string }>[] = [
    { header: 'Request ID', value: (r) => r.id },
    { header: 'Name', value: (r) => r.patient_name },
  ];

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    app = Fastify();
    app.get('/export/:limit', (request, reply) =>
      sendRequestsCsv(reply, s.db, { selection: sel, shape: rowShape(['id', 'patient_name']), columns, toRow: (row) => row, fileName: 'x.csv', limit: Number((request.params as { limit: string }).limit) }),
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await s?.close();
  });

  const exported = async (limit: number) => (await app.inject({ method: 'GET', url: `/export/${limit}` })).body.split('\r\n');

  it('writes every row under the limit, and past it the first rows and a last line that says so', async () => {
    const all = (await listPage(s.db, sel, rowShape(['id']), 100, 0)).map((r) => String(r.id));
    expect(all.length).toBeGreaterThan(3);
    const whole = await exported(all.length);
    expect(whole[0]).toBe('\uFEFFRequest ID,Name');
    expect(whole.slice(1, -1).map((l) => l.split(',')[0])).toEqual(all);
    expect(whole.at(-1)).toBe('');

    const cut = await exported(all.length - 1);
    expect(cut.slice(1, -2).map((l) => l.split(',')[0])).toEqual(all.slice(0, -1));
    expect(cut.at(-2)).toBe(limitNote(all.length - 1));
  });
});
