import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Db } from '../store/db.ts';

const SIZE = 96;
/** Calm backgrounds, one per doctor in turn. */
const BACKGROUNDS: readonly (readonly [number, number, number])[] = [
  [0x2e, 0x7d, 0x32], [0x15, 0x65, 0xc0], [0x6a, 0x1b, 0x9a], [0xc6, 0x28, 0x28], [0x00, 0x83, 0x8f], [0xef, 0x6c, 0x00], [0x45, 0x5a, 0x64], [0xad, 0x14, 0x57],
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 96×96 PNG of a head-and-shoulders silhouette on a coloured ground: real image bytes (the server
 * reads the type from them), drawn here because the demo must not ship anyone's face.
 */
export function samplePortrait(index: number): Buffer {
  const [r, g, b] = BACKGROUNDS[index % BACKGROUNDS.length]!;
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then RGB
    for (let x = 0; x < SIZE; x++) {
      const head = (x - 48) ** 2 + (y - 38) ** 2 < 18 ** 2;
      const shoulders = y > 62 && (x - 48) ** 2 / 34 ** 2 + (y - 96) ** 2 / 32 ** 2 < 1;
      const light = head || shoulders;
      row[1 + x * 3] = light ? 0xf5 : r;
      row[2 + x * 3] = light ? 0xf5 : g;
      row[3 + x * 3] = light ? 0xf5 : b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Writes the photo each seeded doctor names (a random file identifier, as an upload gets) and has
 * no file for yet, as a StaticFile of the doctor's provider; answers how many.
 */
export async function seedDoctorPhotos(db: Db, filesDir: string, uploadedBy: number): Promise<number> {
  const doctors = await db.query<{ id: number; provider_id: number; image_url: string }>(
    `SELECT d.id, d.provider_id, d.image_url FROM doctor d
      WHERE d.image_url ~ '^f[A-Za-z0-9_-]+$' AND NOT EXISTS (SELECT 1 FROM file f WHERE f.id = d.image_url) ORDER BY d.id`,
  );
  await mkdir(join(filesDir, 'demo'), { recursive: true });
  let inserted = 0;
  for (const [i, d] of doctors.entries()) {
    const bytes = samplePortrait(i);
    const storagePath = join('demo', `doctor-${d.id}.png`);
    await writeFile(join(filesDir, storagePath), bytes);
    const rows = await db.query(
      `INSERT INTO file (id, file_name, file_type, content_type, size_bytes, sha256, storage_path, provider_id, uploaded_by, app_id, created_on)
       VALUES ($1, $2, 'StaticFile', 'image/png', $3, $4, $5, $6, $7, 9203, now()) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [d.image_url, `doctor-${d.id}.png`, bytes.length, createHash('sha256').update(bytes).digest('hex'), storagePath, d.provider_id, uploadedBy],
    );
    inserted += rows.length;
  }
  return inserted;
}
