import { MB_CHARGE_PROPERTY, mbPercentOf } from '../../../core/doctors/fee-split.ts';
import type { Db } from '../store/db.ts';

/** The MB percentage of a provider: its MBCharge property, else its parent's, else core's default. */
export async function mbPercentFor(db: Db, providerId: number): Promise<number> {
  const [row] = await db.query<{ value: string }>(
    `SELECT e.value FROM provider p
       JOIN entity_relation_property e ON e.name = $2 AND e.provider_id IN (p.id, p.parent_id)
      WHERE p.id = $1 ORDER BY (e.provider_id = p.id) DESC LIMIT 1`,
    [providerId, MB_CHARGE_PROPERTY],
  );
  return mbPercentOf(row?.value);
}
