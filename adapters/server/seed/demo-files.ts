import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../store/db.ts';
import { seedDoctorPhotos } from './demo-photos.ts';

/**
 * The seeded histories name reports and bills; this step makes them real files so every link on a
 * demo history page downloads. All attachments of one name share one small PDF on disk. The demo
 * doctors' photos are written too, so the Doctor List shows pictures, not only initials.
 */
export async function seedDemoFiles(db: Db, filesDir: string, uploadedBy: number): Promise<number> {
  const names = await db.query<{ file_name: string }>(
    `SELECT DISTINCT e.value AS file_name FROM request_status_history h,
       LATERAL (SELECT value FROM jsonb_each_text(COALESCE(h.attachments->'reports', '{}'))
                UNION ALL SELECT value FROM jsonb_each_text(COALESCE(h.attachments->'bills', '{}'))) e`,
  );
  let inserted = 0;
  for (const { file_name } of names) {
    const bytes = samplePdf(file_name);
    const storagePath = join('demo', file_name);
    await mkdir(join(filesDir, 'demo'), { recursive: true });
    await writeFile(join(filesDir, storagePath), bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const rows = await db.query(
      `INSERT INTO file (id, file_name, file_type, content_type, size_bytes, sha256, storage_path, provider_id, uploaded_by, request_id, created_on)
       SELECT a.key, a.value, a.kind, 'application/pdf', $2, $3, $4, r.provider_id, $5, r.id, h.at
         FROM request_status_history h
         JOIN appointment_request r ON r.id = h.request_id,
         LATERAL (SELECT 'Report' AS kind, key, value FROM jsonb_each_text(COALESCE(h.attachments->'reports', '{}'))
                  UNION ALL SELECT 'Bill', key, value FROM jsonb_each_text(COALESCE(h.attachments->'bills', '{}'))) a
        WHERE a.value = $1
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [file_name, bytes.length, sha256, storagePath, uploadedBy],
    );
    inserted += rows.length;
  }
  return inserted + (await seedDoctorPhotos(db, filesDir, uploadedBy));
}

/** A one-page PDF that says what it stands for; valid enough for any viewer. */
export function samplePdf(title: string): Buffer {
  const text = `Demo document: ${title.replace(/[()\\]/g, '')}`;
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
