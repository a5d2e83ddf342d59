import sharp from 'sharp';
import { samplePortrait } from '../seed/demo-photos.ts';

/** A real 96×96 PNG: uploads are decoded, so a signature followed by zeros no longer passes. */
export const PHOTO_PNG: Buffer = samplePortrait(0);

/** The HTML a polyglot carries after its image, as an attacker would append it. */
export const TRAILING_HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A real image of the type, with HTML and script appended after its end. */
export async function polyglot(type: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 24, height: 16, channels: 3, background: '#1565c0' } });
  return Buffer.concat([await (type === 'png' ? image.png() : image.jpeg()).toBuffer(), Buffer.from(TRAILING_HTML)]);
}

/** A JPEG photo carrying EXIF with a GPS position (Bengaluru) and the camera's owner. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Dr Asha Verma' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 20/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 40/1' },
    })
    .toBuffer();
}
