import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { operation } from '../http/operation.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { serviceBasePath } from '../../../openapi/services.ts';
import { DiskFileStore } from './file-store.ts';
import { sendDownload } from '../http/download.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { readableFile, type ReadableFile } from './readable-file.ts';
import type { FastifyReply } from 'fastify';

/**
 * Answers a stored file's bytes with its stored type, inline (a preview) or as an attachment; a
 * file whose bytes are no longer on disk is 'not found' rather than an empty answer.
 */
export async function sendStoredFile(reply: FastifyReply, filesDir: string, file: Pick<ReadableFile, 'fileName' | 'contentType' | 'storagePath'>, inline: boolean): Promise<FastifyReply> {
  const exists = await stat(join(filesDir, file.storagePath)).then(() => true, () => false);
  if (!exists) throw notFound('File not found');
  return sendDownload(reply, { contentType: file.contentType, fileName: file.fileName, body: new DiskFileStore(filesDir).read(file.storagePath), inline });
}

/** The path a signed download URL points at (files GET /download/{fileIdentifier}). */
export function downloadPath(fileId: string): string {
  return `${serviceBasePath('files')}/download/${fileId}`;
}

/**
 * GET medibuddyCentral/downloadFile: a signed URL for a file the caller may read (readableFile),
 * valid 15 minutes and usable in a new tab without the session header. A file the caller may not
 * read is 'not found'.
 */
export const downloadFileOp = operation('downloadFile', {
  access: { roles: LAB_ROLES },
  async handle({ query, auth, deps }) {
    const { guid, providerId } = query as { guid: string; providerId: number };
    if (!auth.providerIds.includes(providerId)) throw forbidden();
    const file = await readableFile(deps.db, guid, auth.providerIds);
    if (!file) throw notFound('File not found');
    return { isSuccess: true, signedUrl: deps.links.link('GET', downloadPath(file.id), deps.clock.now()) };
  },
});

/**
 * files GET /download/{fileIdentifier}: the target of a signed URL. The signature stands in for
 * the session, so a wrong, tampered, expired or too far-reaching one is refused before anything is
 * read. The file is saved as an attachment unless the caller asked for a preview.
 */
export const signedDownloadOp = operation('getSignedDownload', {
  async handle({ params, query, deps, reply }) {
    const id = params.fileIdentifier;
    const { expires, signature, preview } = query;
    if (!deps.links.verify('GET', downloadPath(id), expires, signature, deps.clock.now())) {
      throw forbidden('This link has expired or is not valid');
    }
    const [file] = await deps.db.query<{ file_name: string; content_type: string; storage_path: string }>(
      'SELECT file_name, content_type, storage_path FROM file WHERE id = $1',
      [id],
    );
    if (!file) throw notFound('File not found');
    return sendStoredFile(reply, deps.config.filesDir, { fileName: file.file_name, contentType: file.content_type, storagePath: file.storage_path }, preview === true);
  },
});
