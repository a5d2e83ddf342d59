import { Transform } from 'node:stream';
import { judgeImage, IMAGE_LIMIT_BYTES, IMAGE_TOO_LARGE } from '../../../core/doctors/image-rules.ts';
import { serviceBasePath } from '../../../openapi/services.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error.ts';
import { operation } from '../http/operation.ts';
import { DoctorAccess } from '../doctors/doctor-access.ts';
import { downloadPath } from './download-file.ops.ts';
import { fileId } from './file-id.ts';
import { DiskFileStore, type WrittenFile } from './file-store.ts';
import { BinaryBody } from './binary-body.ts';
import { keepableUpload } from './image-reencode.ts';

/** The path a signed upload URL points at (files PUT /upload/{fileIdentifier}). */
export const uploadPath = (id: string) => `${serviceBasePath('files')}/upload/${id}`;

/** A fresh signed download link of a stored file (15 minutes), relative to the server (SignedLinks.link). */
export function signedDownloadUrl(deps: { links: { link(m: string, p: string, now: Date): string } }, id: string, now: Date): string {
  return deps.links.link('GET', downloadPath(id), now);
}

/**
 * POST provider/getS3SignedUrl: a URL the caller may PUT one doctor image to within 15 minutes
 * (spec 3 §7, the signed upload of doctor images). Only png and jpeg, at most 2 MB.
 */
export const getS3SignedUrlOp = operation('getS3SignedUrl', {
  access: DoctorAccess.write,
  async handle({ body, auth, deps }) {
    if (auth.providerId === null) throw forbidden();
    if (body.contentType === 'application/pdf') throw badRequest('File Type Not Supported Alowed File type are .jpg .jpeg .png');
    if (body.fileSize !== undefined && body.fileSize > IMAGE_LIMIT_BYTES) throw badRequest(IMAGE_TOO_LARGE);
    const id = fileId(deps.random);
    const now = deps.clock.now();
    const expiresOn = new Date(now.getTime() + deps.links.ttlSeconds * 1000);
    await deps.db.query(
      `INSERT INTO signed_upload (id, provider_id, user_id, file_name, file_type, content_type, app_id, contract_type, expires_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, auth.providerId, auth.userId, body.fileName, body.fileType, body.contentType, body.appId ?? null, body.contractType ?? null, expiresOn],
    );
    return { isSuccess: true, signedUrl: deps.links.link('PUT', uploadPath(id), now), fileIdentifier: id, expiresOn: expiresOn.toISOString() };
  },
});

/** Passes bytes through up to `limit`, then drops the rest (read to the end) and remembers it did. */
function capped(limit: number): Transform & { over: boolean } {
  let seen = 0;
  const cap = Object.assign(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > limit) cap.over = true;
        done(null, cap.over ? undefined : chunk);
      },
    }),
    { over: false },
  );
  return cap;
}

/**
 * files PUT /upload/{fileIdentifier}: the target of a signed upload URL. The signature stands in
 * for the session; the Content-Type must be the signed one; the bytes must be a png or jpeg (read
 * from the bytes) of at most 2 MB, kept re-encoded (keepableUpload). Each URL takes one file.
 */
export const putSignedUploadOp = operation('putSignedUpload', {
  async handle({ params, query, deps, request }) {
    const id = params.fileIdentifier;
    const now = deps.clock.now();
    if (!deps.links.verify('PUT', uploadPath(id), query.expires, query.signature, now)) throw forbidden('This link has expired or is not valid');
    const [upload] = await deps.db.query<{ provider_id: number; user_id: number; file_name: string; file_type: string; content_type: string; app_id: number | null; contract_type: number | null; file_id: string | null }>(
      'SELECT provider_id, user_id, file_name, file_type, content_type, app_id, contract_type, file_id FROM signed_upload WHERE id = $1',
      [id],
    );
    if (!upload) throw notFound('File not found');
    if (upload.file_id !== null) throw conflict('This link was already used');
    if ((request.headers['content-type'] ?? '').split(';')[0]!.trim() !== upload.content_type) throw forbidden('The file type differs from the signed one');
    const store = new DiskFileStore(deps.config.filesDir);
    if (!(request.body instanceof BinaryBody)) throw badRequest('The body must be the file\'s bytes');
    const cap = capped(IMAGE_LIMIT_BYTES);
    let written: WrittenFile | undefined = await store.receive(request.body.stream.pipe(cap), deps.random.token(12));
    try {
      if (cap.over) throw badRequest(IMAGE_TOO_LARGE);
      const judged = judgeImage(upload.file_name, written.head, written.sizeBytes);
      if ('problem' in judged || judged.contentType !== upload.content_type) {
        throw badRequest('problem' in judged ? judged.problem : 'File Type Not Supported Alowed File type are .jpg .jpeg .png');
      }
      written = await keepableUpload(store, written, judged.contentType);
      const { sizeBytes, sha256 } = written;
      const relative = await store.keep(written, id);
      written = undefined;
      try {
        await deps.db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO file (id, file_name, file_type, content_type, size_bytes, sha256, storage_path, provider_id, uploaded_by, app_id, contract_type, created_on)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [id, upload.file_name, upload.file_type, upload.content_type, sizeBytes, sha256, relative, upload.provider_id, upload.user_id, upload.app_id, upload.contract_type, now],
          );
          await tx.query('UPDATE signed_upload SET file_id = $1 WHERE id = $1', [id]);
        });
      } catch (error) {
        await store.remove(relative);
        throw error;
      }
    } finally {
      if (written) await store.discard(written);
    }
    return { isSuccess: true };
  },
});

/** PUT provider/saveFileDocument: confirms a file PUT to a signed URL and answers it with a fresh download link. */
export const saveFileDocumentOp = operation('saveFileDocument', {
  access: DoctorAccess.write,
  async handle({ body, auth, deps }) {
    const [file] = await deps.db.query<{ id: string; file_name: string; file_type: string; app_id: number | null; contract_type: number | null }>(
      'SELECT id, file_name, file_type, app_id, contract_type FROM file WHERE id = $1 AND provider_id = ANY($2::int[])',
      [body.fileIdentifier, auth.providerIds],
    );
    if (!file) throw notFound('File not found');
    const signedUrl = signedDownloadUrl(deps, file.id, deps.clock.now());
    return {
      isSuccess: true,
      data: [{ fileName: file.file_name, fileType: file.file_type, fileIdentifier: file.id, signedUrl, appId: file.app_id, contractType: file.contract_type, EntityRelationId: null, s3AccountType: null }],
    };
  },
});
