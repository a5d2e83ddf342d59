import type { Db } from '../store/db.ts';

/** A stored file a caller may read, as the file service needs it. */
export interface ReadableFile {
  id: string;
  fileName: string;
  contentType: string;
  storagePath: string;
}

/**
 * The file with this key if the caller's provider tree may read it: one the tree uploaded, or one
 * attached to a request of the tree. Any other answers undefined, as an unknown key does, so the
 * existence of another provider's file cannot be probed.
 */
export async function readableFile(db: Pick<Db, 'query'>, id: string, providerIds: readonly number[]): Promise<ReadableFile | undefined> {
  const [file] = await db.query<{ id: string; file_name: string; content_type: string; storage_path: string }>(
    `SELECT f.id, f.file_name, f.content_type, f.storage_path
       FROM file f LEFT JOIN appointment_request r ON r.id = f.request_id
      WHERE f.id = $1 AND (f.provider_id = ANY($2::int[]) OR r.provider_id = ANY($2::int[]))`,
    [id, providerIds],
  );
  return file && { id: file.id, fileName: file.file_name, contentType: file.content_type, storagePath: file.storage_path };
}
