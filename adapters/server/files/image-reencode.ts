import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ImageMessage, imagePixelsProblem, MAX_IMAGE_PIXELS } from '../../../core/files/image-pixels.ts';
import { badRequest } from '../http/api-error.ts';
import type { DiskFileStore, WrittenFile } from './file-store.ts';

/** The image types an upload may be, each re-encoded as itself. */
export type ImageContentType = 'image/png' | 'image/jpeg';

// Each upload is decoded once: libvips' operation cache would only keep people's pictures in memory.
sharp.cache(false);

const FORMAT: Readonly<Record<ImageContentType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/**
 * An uploaded image decoded and encoded afresh: only its pixels survive. Whatever followed or hid
 * inside the original (HTML or script after the image's end, EXIF with a location, comments, ICC
 * text) is gone, and the EXIF orientation is applied to the pixels before it is dropped, so a phone
 * photo still stands up. Content that does not decode as the type its signature claims is refused,
 * and so is a canvas over the pixel bound, read from the header before any pixel is decoded.
 */
export async function reencodeImage(bytes: Buffer, contentType: ImageContentType): Promise<{ bytes: Buffer } | { problem: string }> {
  const header = await sharp(bytes).metadata().catch(() => undefined);
  if (!header || header.format !== FORMAT[contentType] || !header.width || !header.height) return { problem: ImageMessage.unreadable };
  const tooLarge = imagePixelsProblem(header.width, header.height);
  if (tooLarge) return { problem: tooLarge };
  // The limit stands guard again should the header and the decoder disagree; failOn stays at its
  // strictest default, which still reads past bytes after the image's end (they are dropped).
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });
  const encoded = contentType === 'image/png' ? image.png() : image.jpeg({ quality: 90 });
  return encoded.toBuffer().then((clean) => ({ bytes: clean }), () => ({ problem: ImageMessage.unreadable }));
}

/**
 * The upload as it is to be kept: a PDF as sent (its signature was checked), an image re-encoded
 * in place of the temporary copy. Throws a 400 with the reason when the image is refused; the
 * caller discards the temporary copy.
 */
export async function keepableUpload(store: DiskFileStore, written: WrittenFile, contentType: string): Promise<WrittenFile> {
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') return written;
  const result = await reencodeImage(await readFile(written.tempPath), contentType);
  if ('problem' in result) throw badRequest(result.problem);
  return store.rewrite(written, result.bytes);
}
