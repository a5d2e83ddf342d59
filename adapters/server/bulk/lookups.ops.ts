import { ContractKind } from '../../../core/appointments/contracts.ts';
import { BULK_CASE_ROLES } from '../../../core/esales/bulk-form.ts';
import { INSURER_ROLES, isProviderRole } from '../../../core/session/roles.ts';
import { operation } from '../http/operation.ts';
import { forbidden } from '../http/api-error.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';
import { bulkContracts, childEntities, telePackages } from './contracts.store.ts';

/** The wire's contractType of a kind: the contract's enum has no OPD, which reads OTHER. */
const wireType = (kind: ContractKind) => (kind === ContractKind.Opd ? ContractKind.Other : kind);

/** The caller's insurer, or 403: every bulk lookup is an insurer user's. */
function insurerOf(auth: AuthContext): number {
  if (auth.insurerId === null) throw forbidden();
  return auth.insurerId;
}

/**
 * GET insurance/getAllContracts/: the contracts cases may be created under, each with the entity
 * relations of the caller's insurer it is offered for (every one of them: docs/decisions.md).
 */
export const getAllContractsOp = operation('getAllContracts', {
  access: { roles: INSURER_ROLES },
  async handle({ auth, deps }) {
    const relations = (await childEntities(deps.db, insurerOf(auth))).map((c) => c.entityRelationId);
    const contracts = await bulkContracts(deps.db);
    return {
      isSuccess: true,
      contracts: contracts.map((c) => ({ contractId: c.contractId, contractName: c.contractName, contractType: wireType(c.kind), entityRelationIds: relations })),
    };
  },
});

/**
 * GET GetChildEntityRelation/{entityId}: the corporates of the caller's own insurer; another
 * entity's children are refused (403), whether it exists or not.
 */
export const getChildEntityRelationOp = operation('getChildEntityRelation', {
  access: { roles: INSURER_ROLES },
  async handle({ params, auth, deps }) {
    if (params.entityId !== insurerOf(auth)) throw forbidden();
    return { isSuccess: true, children: await childEntities(deps.db, params.entityId) };
  },
});

/** The entities a caller may read by id: its own insurer and corporates, or its provider tree. */
async function visibleEntities(db: Db, auth: AuthContext, ids: readonly number[]) {
  if (isProviderRole(auth.roleName)) {
    return db.query<{ entityId: number; entityName: string; entityType: string }>(
      `SELECT id AS "entityId", name AS "entityName", 'DC' AS "entityType" FROM provider WHERE id = ANY($1::int[]) AND id = ANY($2::int[])`,
      [ids, auth.providerIds],
    );
  }
  return db.query<{ entityId: number; entityName: string; entityType: string }>(
    `SELECT id AS "entityId", name AS "entityName", 'Insurer' AS "entityType" FROM insurer WHERE id = ANY($1::int[]) AND id = $2
     UNION ALL
     SELECT id, name, 'Corporate' FROM corporate WHERE id = ANY($1::int[]) AND insurer_id = $2`,
    [ids, auth.insurerId],
  );
}

/** POST insurance/getEntityDetails: the asked entities the caller may see, in the order asked; others are left out. */
export const getEntityDetailsOp = operation('getEntityDetails', {
  async handle({ body, auth, deps }) {
    const found = await visibleEntities(deps.db, auth, body.entityIds);
    const byId = new Map(found.map((e) => [e.entityId, e]));
    const ordered = [...new Set(body.entityIds)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const start = body.startIndex ?? 0;
    const range = body.range ?? 0;
    return { isSuccess: true, entities: ordered.slice(start, range === 0 ? undefined : start + range) };
  },
});

/**
 * POST insurance/packageEntityRelationList: the tele-underwriting packages of entity relations
 * under a contract (spec 2 §7); every relation asked must be one of the caller's insurer's.
 */
export const packageEntityRelationListOp = operation('packageEntityRelationList', {
  access: { roles: BULK_CASE_ROLES },
  async handle({ body, auth, deps }) {
    const mine = new Set((await childEntities(deps.db, insurerOf(auth))).map((c) => c.entityRelationId));
    if (!body.EntityRelationIds.every((id) => mine.has(id))) throw forbidden();
    const packages = await telePackages(deps.db, body.EntityRelationIds, body.contractId);
    return { isSuccess: true, packagesTests: packages.map((p) => ({ productEntityRelationId: p.productEntityRelationId, packageAliasName: p.packageAliasName })) };
  },
});
