import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvChunks, csvLines, type CsvColumn } from '../../csv/csv.ts';
import { sendDownload } from '../http/download.ts';
import type { Db } from '../store/db.ts';
import type { RequestRow } from './request-row.ts';
import type { RequestSelection } from './selection.ts';
import { rowBatches } from './request-store.ts';

/** The most rows one export holds (the contract's documented limit for every export). */
export const EXPORT_ROW_LIMIT = 100_000;

/**
 * Rows per batch while exporting. PostgreSQL: one FETCH of the export's cursor (sorted once).
 * PGlite: one keyset query, which re-sorts what is left of the selection, so batches are larger
 * there (fewer re-sorts); a batch of 5,000 rows is a few MB of objects, so memory stays flat.
 */
const EXPORT_CURSOR_BATCH = 500;
const EXPORT_KEYSET_BATCH = 5_000;

/** The last line of a file that stopped at the limit, so a cut file never looks whole. */
export function limitNote(limit: number): string {
  return `Export stopped at ${limit.toLocaleString('en-US')} rows; narrow the filter to export the rest.`;
}

/**
 * The selection's rows up to `limit`, then, when at least one more row exists, the limit note as
 * a last one-cell line. One more row than the limit is read to know; it is not written.
 */
async function* upToLimit<Out>(batches: AsyncIterable<RequestRow[]>, limit: number, toRow: (row: RequestRow) => Out, over: { hit: boolean }): AsyncGenerator<Out[]> {
  let left = limit;
  for await (const batch of batches) {
    if (batch.length > left) over.hit = true;
    const kept = batch.length > left ? batch.slice(0, left) : batch;
    left -= kept.length;
    yield kept.map(toRow);
    if (over.hit) return;
  }
}

/** What an export of requests needs: the selection, the file's columns over a mapped row, its name. */
export interface RequestExport<Out> {
  selection: RequestSelection;
  columns: readonly CsvColumn<Out>[];
  /** Each row as the columns read it (masking and display rules applied here). */
  toRow: (row: RequestRow) => Out;
  fileName: string;
  limit?: number;
}

/**
 * Streams every row of a selection as a CSV download (the one CSV writer, byte order mark and
 * formula escaping included), read in batches while it is written. If the client goes away the
 * stream is destroyed, which ends the iteration and so closes the cursor and frees its connection.
 */
export function sendRequestsCsv<Out>(reply: FastifyReply, db: Db, spec: RequestExport<Out>): FastifyReply {
  const limit = spec.limit ?? EXPORT_ROW_LIMIT;
  const batchSize = db.cursor ? EXPORT_CURSOR_BATCH : EXPORT_KEYSET_BATCH;
  async function* file() {
    const over = { hit: false };
    yield* csvChunks(spec.columns, upToLimit(rowBatches(db, spec.selection, batchSize, limit + 1), limit, spec.toRow, over));
    if (over.hit) yield csvLines([[limitNote(limit)]]);
  }
  return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', fileName: spec.fileName, body: Readable.from(file()) });
}
