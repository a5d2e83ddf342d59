import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { operation } from '../http/operation.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { serviceBasePath } from '../../../openapi/services.ts';
import { DiskFileStore } from './file-store.ts';
import { sendDownload } from '../http/download.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';

/** The path a signed download URL points at (files GET /download/{fileIdentifier}). */
export function downloadPath(fileId: string): string {
  return `${serviceBasePath('files')}/download/${fileId}`;
}

/**
 * GET medibuddyCentral/downloadFile: a signed URL for a file the caller may read — one their
 * provider tree uploaded, or one attached to a request of their tree — valid 15 minutes and
 * usable in a new tab without the session header. A file the caller may not read is 'not found'.
 */
export const downloadFileOp = operation('downloadFile', {
  access: { roles: LAB_ROLES },
  async handle({ query, auth, deps }) {
    const { guid, providerId } = query as { guid: string; providerId: number };
    if (!auth.providerIds.includes(providerId)) throw forbidden();
    const [file] = await deps.db.query<{ id: string; provider_id: number | null; request_provider_id: number | null }>(
      `SELECT f.id, f.provider_id, r.provider_id AS request_provider_id
         FROM file f LEFT JOIN appointment_request r ON r.id = f.request_id WHERE f.id = $1`,
      [guid],
    );
    const mine = (id: number | null) => id !== null && auth.providerIds.includes(id);
    if (!file || !(mine(file.provider_id) || mine(file.request_provider_id))) throw notFound('File not found');
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
    const exists = await stat(join(deps.config.filesDir, file.storage_path)).then(() => true, () => false);
    if (!exists) throw notFound('File not found');
    return sendDownload(reply, {
      contentType: file.content_type,
      fileName: file.file_name,
      body: new DiskFileStore(deps.config.filesDir).read(file.storage_path),
      inline: preview === true,
    });
  },
});
