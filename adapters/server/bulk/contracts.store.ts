import { contractKind } from '../../../core/appointments/contracts.ts';
import type { BulkContract, BulkEntity } from '../../../core/esales/bulk-form.ts';
import type { Db } from '../store/db.ts';

/** The contracts cases may be created under in bulk, by id; the kind is core's. */
export async function bulkContracts(db: Db): Promise<BulkContract[]> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM contract WHERE bulk ORDER BY name');
  return rows.map((r) => ({ contractId: r.id, contractName: r.name, kind: contractKind(r.id) }));
}

/** One bulk contract, or undefined. */
export async function bulkContract(db: Db, id: number): Promise<BulkContract | undefined> {
  return (await bulkContracts(db)).find((c) => c.contractId === id);
}

/** The child entities of an insurer: its corporates with their entity relation ids, by name. */
export async function childEntities(db: Db, insurerId: number): Promise<BulkEntity[]> {
  const rows = await db.query<{ id: number; rel: number; name: string }>(
    'SELECT id, entity_relation_id AS rel, name FROM corporate WHERE insurer_id = $1 ORDER BY name, id',
    [insurerId],
  );
  return rows.map((r) => ({ entityId: r.id, entityRelationId: r.rel, entityName: r.name }));
}

/** A tele-underwriting package of some entity relations under a contract. */
export interface TelePackage {
  productEntityRelationId: number;
  packageAliasName: string;
  entityRelationId: number;
  contractId: number;
}

/** The tele-underwriting packages of entity relations under a contract, by name. */
export async function telePackages(db: Db, entityRelationIds: readonly number[], contractId: number): Promise<TelePackage[]> {
  return db.query<TelePackage>(
    `SELECT id AS "productEntityRelationId", alias_name AS "packageAliasName", entity_relation_id AS "entityRelationId", contract_id AS "contractId"
       FROM tele_package WHERE entity_relation_id = ANY($1::int[]) AND contract_id = $2 ORDER BY alias_name, id`,
    [entityRelationIds, contractId],
  );
}

/** One tele-underwriting package, or undefined. */
export async function telePackage(db: Db, id: number): Promise<TelePackage | undefined> {
  const [row] = await db.query<TelePackage>(
    `SELECT id AS "productEntityRelationId", alias_name AS "packageAliasName", entity_relation_id AS "entityRelationId", contract_id AS "contractId"
       FROM tele_package WHERE id = $1`,
    [id],
  );
  return row;
}

/** The insurer's own name: the source "the user's own entity" (spec 2 §6). */
export async function insurerEntity(db: Db, insurerId: number): Promise<{ entityId: number; entityName: string }> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM insurer WHERE id = $1', [insurerId]);
  return { entityId: insurerId, entityName: row?.name ?? '' };
}
