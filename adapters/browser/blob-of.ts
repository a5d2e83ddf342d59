import type { FileContent } from '../../core/files/file-content.ts';

/**
 * The platform's Blob for a file: the file itself when it is one (always, in a browser), otherwise a
 * copy of its bytes, so no download or upload is copied needlessly.
 */
export async function blobOf(file: FileContent): Promise<Blob> {
  return file instanceof Blob ? file : new Blob([await file.arrayBuffer()], { type: file.type });
}
