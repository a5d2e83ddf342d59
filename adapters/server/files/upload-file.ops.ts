import { operation } from '../http/operation.ts';
import { badRequest, forbidden } from '../http/api-error.ts';
import { judgeUpload } from '../../../core/files/file-kind.ts';
import { DiskFileStore, type WrittenFile } from './file-store.ts';
import { readUploadFields } from './upload-fields.ts';
import { keepableUpload } from './image-reencode.ts';
import { fileId } from './file-id.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';

/**
 * POST medibuddyCentral/uploadFile: stores one report, bill or prescription for the caller's
 * provider and answers its key, which an action then attaches to a request. The type is read
 * from the file's first bytes and must agree with its name; the size limit is the type's own; an
 * image is kept re-encoded (keepableUpload). Nothing is recorded unless every check passed.
 */
export const uploadFileOp = operation('uploadFile', {
  access: { roles: LAB_ROLES },
  async handle({ auth, deps, request }) {
    if (auth.providerId === null) throw forbidden();
    if (!request.isMultipart()) throw badRequest('uploadFile takes a multipart/form-data body');
    const store = new DiskFileStore(deps.config.filesDir);
    const raw: Record<string, string> = {};
    let written: WrittenFile | undefined;
    let truncated = false;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || written) throw badRequest('body/file must be the one file of the form');
          written = await store.receive(part.file, deps.random.token(12));
          truncated = part.file.truncated;
        } else {
          raw[part.fieldname] = String(part.value);
        }
      }
      if (!written) throw badRequest("body must have required property 'file'");
      const fields = readUploadFields(raw);
      // A part cut off at the multipart limit is over every type's limit.
      const judged = judgeUpload(fields.fileName, written.head, truncated ? Number.POSITIVE_INFINITY : written.sizeBytes);
      if ('problem' in judged) throw badRequest(judged.problem);
      const { contentType } = judged;
      written = await keepableUpload(store, written, contentType);

      const key = fileId(deps.random);
      const { sizeBytes, sha256 } = written;
      const relative = await store.keep(written, key);
      written = undefined;
      try {
        await deps.db.query(
          `INSERT INTO file (id, file_name, file_type, content_type, size_bytes, sha256, storage_path, provider_id, uploaded_by, app_id, contract_type, s3_account_type, created_on)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [key, fields.fileName, fields.fileType, contentType, sizeBytes, sha256, relative, auth.providerId, auth.userId, fields.appId, fields.contractType, fields.s3AccountType ?? null, deps.clock.now()],
        );
      } catch (error) {
        await store.remove(relative);
        throw error;
      }
      return { success: true, data: { [key]: fields.fileName }, error: null };
    } finally {
      if (written) await store.discard(written);
    }
  },
});
