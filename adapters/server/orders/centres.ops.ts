import { HOME_VISIT_CENTRE } from '../../../core/orders/appointment-constants.ts';
import { forbidden } from '../http/api-error.ts';
import { childEntities } from '../bulk/contracts.store.ts';
import { operation } from '../http/operation.ts';
import { CREATE_APPOINTMENT_ACCESS } from './booking-access.ts';

/**
 * POST insurance/getAllDC: the lab centres of a locality (in that city and state) that perform
 * every chosen package; packageIds are the caller's insurer's peR_Ids. The home-visit centre is
 * never a centre to visit.
 */
export const getAllDcOp = operation('getAllDc', {
  access: CREATE_APPOINTMENT_ACCESS,
  async handle({ body, auth, deps }) {
    const packageIds = [...new Set(body.packageIds)];
    const providers = await deps.db.query<{ id: number; entityName: string; address: string; city: string; location: string }>(
      `SELECT p.id, p.name AS "entityName", p.address, city.name AS city, loc.name AS location
         FROM provider p
         JOIN place loc ON loc.id = p.locality_id AND loc.id = $1 AND loc.kind = 'location'
         JOIN place city ON city.id = loc.parent_id AND city.id = $2
        WHERE city.parent_id = $3 AND p.id <> $6 AND 'LABS' = ANY (p.services)
          AND (SELECT count(DISTINCT ip.id) FROM insurer_package ip JOIN provider_package pp ON pp.package_id = ip.package_id AND pp.provider_id = p.id
                WHERE ip.insurer_id = $4 AND ip.id = ANY ($5::int[])) = $7
        ORDER BY p.name, p.id`,
      [body.locationId, body.cityId, body.stateId, auth.insurerId, packageIds, HOME_VISIT_CENTRE.id, packageIds.length],
    );
    return { isSuccess: true, providers };
  },
});

/**
 * POST insurance/ruleEngine: the packages the caller's insurer offers its customers, with price
 * and service tax. An entityRelationId, when sent, is one GetChildEntityRelation and getAllContracts
 * hand out (a corporate's relation id, as uploadExcelOrders takes): one of the caller's insurer's.
 */
export const ruleEngineOp = operation('ruleEngine', {
  access: CREATE_APPOINTMENT_ACCESS,
  async handle({ body, auth, deps }) {
    const relation = body.ruleEngineVariable.entityRelationId;
    if (relation !== null && relation !== undefined) {
      const mine = auth.insurerId === null ? [] : await childEntities(deps.db, auth.insurerId);
      if (!mine.some((c) => c.entityRelationId === relation)) throw forbidden();
    }
    const rows = await deps.db.query<{ peR_Id: number; packageName: string; packagePrice: string; serviceTax: string; contractId: number }>(
      `SELECT ip.id AS "peR_Id", pk.name AS "packageName", ip.price AS "packagePrice", ip.service_tax AS "serviceTax", ip.contract_id AS "contractId"
         FROM insurer_package ip JOIN package pk ON pk.id = ip.package_id
        WHERE ip.insurer_id = $1 AND pk.is_active ORDER BY pk.name, ip.id`,
      [auth.insurerId],
    );
    return {
      isSuccess: true,
      ruleEnginePackages: rows.map((r) => ({
        peR_Id: r.peR_Id,
        packageName: r.packageName,
        packagePrice: Number(r.packagePrice),
        serviceTax: Number(r.serviceTax),
        contract: { contractId: r.contractId },
      })),
    };
  },
});
