import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvChunks, csvLines, type CsvColumn } from '../../csv/csv.ts';
import { sendDownload } from '../http/download.ts';
import type { Db } from '../store/db.ts';
import type { RowShape } from './request-row.ts';
import type { RequestSelection } from './selection.ts';
import { rowBatches } from './request-store.ts';

/** The most rows one export holds (the contract's documented limit for every export). */
export const EXPORT_ROW_LIMIT = 100_000;

/**
 * Rows per batch while exporting on PGlite: one keyset query, which re-sorts what is left of the
 * selection, so batches are large (fewer re-sorts); 5,000 rows are a few MB of objects, so memory
 * stays flat. PostgreSQL streams through COPY, a batch per chunk of data as it arrives.
 */
const EXPORT_KEYSET_BATCH = 5_000;

/** The last line of a file that stopped at the limit, so a cut file never looks whole. */
export function limitNote(limit: number): string {
  return `Export stopped at ${limit.toLocaleString('en-US')} rows; narrow the filter to export the rest.`;
}

/**
 * The rows of `batches` up to `limit`; once they are read, `over()` tells whether at least one
 * more row existed. The caller reads one row more than the limit to know; that row is not passed on.
 */
export function upToLimit<T>(batches: AsyncIterable<readonly T[]>, limit: number): { batches: AsyncIterable<readonly T[]>; over: () => boolean } {
  let hit = false;
  async function* kept() {
    let left = limit;
    for await (const batch of batches) {
      hit = batch.length > left;
      const rows = hit ? batch.slice(0, left) : batch;
      left -= rows.length;
      yield rows;
      if (hit) return;
    }
  }
  return { batches: kept(), over: () => hit };
}

/** Each row of each batch mapped. */
async function* mapBatches<T, Out>(batches: AsyncIterable<readonly T[]>, map: (row: T) => Out): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield batch.map(map);
}

/** What an export of requests needs: the selection, the fields it reads, the file's columns over a mapped row, its name. */
export interface RequestExport<R, Out> {
  selection: RequestSelection;
  shape: RowShape<R>;
  columns: readonly CsvColumn<Out>[];
  /** Each row as the columns read it (masking and display rules applied here). */
  toRow: (row: R) => Out;
  fileName: string;
  limit?: number;
}

/** What a CSV export of any rows needs: the rows in batches (read `limit` + 1 to know a file was cut), its columns, its name. */
export interface RowsExport<R, Out> {
  /** The rows in order, `batchSize` a batch, at most `limit` rows. */
  batches: (batchSize: number, limit: number) => AsyncIterable<readonly R[]>;
  columns: readonly CsvColumn<Out>[];
  toRow: (row: R) => Out;
  fileName: string;
  limit?: number;
}

/**
 * Streams rows as a CSV download (the one CSV writer, byte order mark and formula escaping
 * included), read in batches while it is written, up to the export limit with a closing note when
 * cut. If the client goes away the stream is destroyed, which ends the iteration and so ends the
 * COPY and frees its connection. Requests and e-sales cases both export through it.
 */
export function sendRowsCsv<R, Out>(reply: FastifyReply, spec: RowsExport<R, Out>): FastifyReply {
  const limit = spec.limit ?? EXPORT_ROW_LIMIT;
  async function* file() {
    const read = upToLimit(spec.batches(EXPORT_KEYSET_BATCH, limit + 1), limit);
    yield* csvChunks(spec.columns, mapBatches(read.batches, spec.toRow));
    if (read.over()) yield csvLines([[limitNote(limit)]]);
  }
  return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', fileName: spec.fileName, body: Readable.from(file()) });
}

/** Streams every row of a request selection as a CSV download (see sendRowsCsv). */
export function sendRequestsCsv<R, Out>(reply: FastifyReply, db: Db, spec: RequestExport<R, Out>): FastifyReply {
  return sendRowsCsv(reply, {
    ...spec,
    batches: (batchSize, limit) => rowBatches(db, spec.selection, spec.shape, batchSize, limit),
  });
}
