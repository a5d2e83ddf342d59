import { DoctorMessage } from './doctor-messages.ts';

/** The size check's limit: 2, read as megabytes (spec 3 §9; docs/decisions.md). */
export const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;

/** The stock message of an image over the limit (the spec does not print it; docs/decisions.md). */
export const IMAGE_TOO_LARGE = 'File size should not exceed 2 MB';

/** The image type of a file's first bytes (png or jpeg), whatever its name says. */
export function imageTypeOf(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => head[i] === b)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Judges a doctor, ID or award image: png/jpeg/jpg by its bytes and name, at most 2 MB. */
export function judgeImage(name: string, head: Uint8Array, size: number): { contentType: 'image/png' | 'image/jpeg' } | { problem: string } {
  const type = imageTypeOf(head);
  if (!type || !/\.(png|jpe?g)$/i.test(name)) return { problem: DoctorMessage.fileType };
  if (size > IMAGE_LIMIT_BYTES) return { problem: IMAGE_TOO_LARGE };
  return { contentType: type };
}
