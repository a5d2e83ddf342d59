import { describe, expect, it } from 'vitest';
import type { Db } from '../store/db.ts';
import { COUNT_CAP, countRows, NAME_COUNT_CAP } from './request-store.ts';
import type { RequestSelection } from './selection.ts';

/** A Db that answers every count with `n` and keeps the SQL it was sent. */
function countingDb(n: number): Db & { sql: string[] } {
  const sql: string[] = [];
  return { engine: 'postgres', sql, query: async (text: string) => (sql.push(text), [{ n }]) } as unknown as Db & { sql: string[] };
}

// An insurer-style selection (by corporate): a lab tab's window is summed from the per-day counts instead (day-count.test.ts).
const sel: RequestSelection = { service: 'LABS', corporateIds: [1], statusIds: [22], sort: { column: 'fulfillment_date', descending: false } };

describe('capped counts', () => {
  it('counts a list up to COUNT_CAP and says when it stopped there', async () => {
    const db = countingDb(COUNT_CAP + 1);
    expect(await countRows(db, sel)).toEqual({ total: COUNT_CAP, capped: true });
    expect(db.sql[0]).toContain(`LIMIT ${COUNT_CAP + 1}`);
    expect(await countRows(countingDb(COUNT_CAP), sel)).toEqual({ total: COUNT_CAP, capped: false });
  });

  it('counts a name search only up to NAME_COUNT_CAP', async () => {
    const db = countingDb(NAME_COUNT_CAP + 1);
    expect(await countRows(db, { ...sel, patientName: 'Karthik' })).toEqual({ total: NAME_COUNT_CAP, capped: true });
    expect(db.sql[0]).toContain(`LIMIT ${NAME_COUNT_CAP + 1}`);
    expect(await countRows(countingDb(NAME_COUNT_CAP), { ...sel, patientName: 'Karthik' })).toEqual({ total: NAME_COUNT_CAP, capped: false });
  });
});
