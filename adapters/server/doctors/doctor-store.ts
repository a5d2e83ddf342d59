import { notFound } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { DOCTOR_COLUMNS, type DoctorRow } from './doctor-row.ts';

/** The message of a doctor outside the caller's provider tree: the same as one that does not exist. */
export const DOCTOR_NOT_FOUND = 'Doctor not found';

/**
 * One doctor of the given providers, or 404 when it belongs to another provider or does not exist,
 * so a caller cannot learn which ids other providers use. `forUpdate` locks the row for a save.
 */
export async function requireDoctor(db: Db, providerIds: readonly number[], doctorId: number, forUpdate = false): Promise<DoctorRow> {
  const [row] = await db.query<DoctorRow>(
    `SELECT ${DOCTOR_COLUMNS} FROM doctor d JOIN provider p ON p.id = d.provider_id
      WHERE d.id = $1 AND d.provider_id = ANY($2::int[])${forUpdate ? ' FOR UPDATE OF d' : ''}`,
    [doctorId, providerIds],
  );
  if (!row) throw notFound(DOCTOR_NOT_FOUND);
  return row;
}
