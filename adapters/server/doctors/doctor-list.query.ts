import type { RequestBody } from '../http/contract-types.ts';
import type { Db } from '../store/db.ts';
import { DOCTOR_COLUMNS, type DoctorRow } from './doctor-row.ts';

type ListBody = RequestBody<'doctorList'>;

/** A first-name fragment as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containsPattern = (fragment: string) => `%${fragment.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the providers' doctors and the total, by the list's filters (all joined with AND):
 * QC statuses, specialities, active and/or inactive, first-name fragments. Most recently modified
 * first (docs/decisions.md).
 */
export async function listDoctors(db: Db, providerIds: readonly number[], body: ListBody): Promise<{ rows: DoctorRow[]; total: number }> {
  const names = body.getDoctorsByDoctorName ? (body.doctorNames ?? []).filter((n) => n.trim() !== '').map(containsPattern) : [];
  const params = [
    providerIds,
    body.qcStatus?.length ? body.qcStatus : null,
    body.doctorSpecializations?.length ? body.doctorSpecializations : null,
    body.profileStatus?.length ? body.profileStatus : null,
    names.length ? names : null,
  ];
  const where = `d.provider_id = ANY($1::int[])
    AND ($2::text[] IS NULL OR d.qc_status = ANY($2::text[]))
    AND ($3::text[] IS NULL OR d.specialization = ANY($3::text[]))
    AND ($4::boolean[] IS NULL OR d.is_active = ANY($4::boolean[]))
    AND ($5::text[] IS NULL OR d.first_name ILIKE ANY($5::text[]))`;
  const rows = await db.query<DoctorRow>(
    `SELECT ${DOCTOR_COLUMNS} FROM doctor d JOIN provider p ON p.id = d.provider_id WHERE ${where}
      ORDER BY d.modified_on DESC, d.id DESC LIMIT $6 OFFSET $7`,
    [...params, body.range, body.startIndex],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM doctor d WHERE ${where}`, params);
  return { rows, total: count?.n ?? 0 };
}
