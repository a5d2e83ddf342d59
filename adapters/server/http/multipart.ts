import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_ANY_FILE_BYTES } from '../../../core/files/file-kind.ts';
import { MAX_BULK_BYTES } from '../../../core/esales/bulk-limits.ts';

/**
 * Lets handlers read multipart bodies (uploadFile, uploadExcelOrders) as a stream of parts. One file and a few short
 * fields per request; the byte limit is the largest accepted file, and a handler checks the
 * limit of the file's own type once it has read its first bytes. A file over the limit is cut
 * short and marked truncated rather than thrown, so the handler answers with the spec's message.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: Math.max(MAX_ANY_FILE_BYTES, MAX_BULK_BYTES), files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
}
