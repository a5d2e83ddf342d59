import { ContractId } from '../../../core/appointments/contracts.ts';
import type { Db } from '../store/db.ts';
import { DEMO } from './demo-ids.ts';

/** Demo corporates' entity relation ids: 800000 plus the corporate id, so the README and the CLI can name them. */
export const entityRelationIdOf = (corporateId: number) => 800_000 + corporateId;

/**
 * The tele-underwriting packages per entity relation (spec 2 §2.5): two for each of the first
 * insurer's corporates and one for each of the second's, so the package path can be tried.
 */
export const TELE_PACKAGES: readonly { id: number; corporateId: number; aliasName: string }[] = [
  ...DEMO.corporateIds.flatMap((c, i) => [
    { id: 930_001 + 2 * i, corporateId: c, aliasName: 'Tele Medical Basic' },
    { id: 930_002 + 2 * i, corporateId: c, aliasName: 'Tele Medical Plus (with ECG)' },
  ]),
  ...DEMO.secondInsurerCorporateIds.map((c, i) => ({ id: 930_101 + i, corporateId: c, aliasName: 'Tele Underwriting Standard' })),
];

/**
 * Who has assigned contracts (properties 'Assigned Contracts'): the demo insurer agent works
 * e-sales only, so its dialog shows no contract choice; the admin has none and chooses.
 */
export const ASSIGNED_CONTRACTS: readonly { userId: number; contractIds: readonly number[] }[] = [
  { userId: DEMO.users.insureragent.id, contractIds: [ContractId.Esales] },
];

/** Writes the bulk-creation reference data once corporates and users exist. */
export async function insertBulkReference(tx: Db): Promise<void> {
  await tx.query('UPDATE corporate SET entity_relation_id = 800000 + id');
  for (const p of TELE_PACKAGES) {
    await tx.query('INSERT INTO tele_package (id, contract_id, entity_relation_id, alias_name) VALUES ($1, $2, $3, $4)', [
      p.id, ContractId.TeleUnderwriting, entityRelationIdOf(p.corporateId), p.aliasName,
    ]);
  }
  for (const a of ASSIGNED_CONTRACTS) {
    await tx.query('UPDATE app_user SET assigned_contracts = $2::int[] WHERE id = $1', [a.userId, a.contractIds]);
  }
}
