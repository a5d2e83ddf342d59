/**
 * The most pixels an uploaded image may decode to: 24 million, a 24-megapixel camera's 6000×4000
 * (an A4 page scanned at 300 dpi is under 9). A few hundred kilobytes of PNG can declare a
 * 100-megapixel canvas that takes 300 MB to decode, so the bound is on pixels, not bytes.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

/** Why an uploaded image is refused once its content is read (the spec leaves the wording open). */
export const ImageMessage = {
  unreadable: 'The file is not a readable JPG or PNG image',
  tooManyPixels: `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
} as const;

/** The message for an image whose declared size is over the bound, or undefined when it fits. */
export function imagePixelsProblem(width: number, height: number): string | undefined {
  return width * height > MAX_IMAGE_PIXELS ? ImageMessage.tooManyPixels : undefined;
}
