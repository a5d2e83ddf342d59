import { LAB_ROLES } from '../../../core/session/roles.ts';
import { notFound } from '../http/api-error.ts';
import { operation } from '../http/operation.ts';
import { sendStoredFile } from './download-file.ops.ts';
import { readableFile } from './readable-file.ts';

/**
 * files GET /{id} (spec 1 §7 "{file service}/{id}?preview=true"): a stored file's bytes for a
 * signed-in provider user, with the session header instead of a signed link, so the portal can
 * show a file in the page. The same reading rule as downloadFile (readableFile); a file the caller
 * may not read, or whose bytes are gone, is 'not found'.
 */
export const previewFileOp = operation('previewFile', {
  access: { roles: LAB_ROLES },
  async handle({ params, query, auth, deps, reply }) {
    const file = await readableFile(deps.db, params.id, auth.providerIds);
    if (!file) throw notFound('File not found');
    return sendStoredFile(reply, deps.config.filesDir, file, query.preview === true);
  },
});
