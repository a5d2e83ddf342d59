import { bulkChoiceGaps, bulkSources, needsPackage } from '../../../core/esales/bulk-form.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { badRequest, forbidden } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { bulkContract, childEntities, insurerEntity, telePackage } from './contracts.store.ts';
import type { UploadPlan } from './case-insert.ts';
import type { BulkUploadFields } from './upload-fields.ts';

/**
 * What an upload's fields choose, checked by the dialog's own rules (core/esales/bulk-form.ts)
 * and the caller's scope, before the file is looked at: a known contract; an entity relation
 * of the caller's insurer (403 otherwise); a source the contract offers; for tele-underwriting a
 * package of that contract and entity relation.
 */
export async function uploadPlan(db: Db, auth: AuthContext, fields: BulkUploadFields): Promise<UploadPlan> {
  if (auth.insurerId === null) throw forbidden();
  const contract = await bulkContract(db, fields.contractId);
  if (!contract) throw badRequest('body/contractId: no contract takes bulk cases with this id');
  const gaps = bulkChoiceGaps({
    hasFile: true, contract, sourceId: fields.sourceId, entityRelationId: fields.entityRelationId, packageId: fields.teleUnderwritingProductId ?? null,
  });
  if (gaps.includes('package')) throw badRequest('body/teleUnderwritingProductId: the tele-underwriting contract needs a package');
  const entity = (await childEntities(db, auth.insurerId)).find((c) => c.entityRelationId === fields.entityRelationId);
  if (!entity) throw forbidden();
  const source = bulkSources(contract.kind, await insurerEntity(db, auth.insurerId)).find((s) => s.sourceId === fields.sourceId);
  if (!source) throw badRequest('body/sourceId: not a source of this contract');
  let pkg = null;
  if (needsPackage(contract.kind)) {
    pkg = await telePackage(db, fields.teleUnderwritingProductId!);
    if (!pkg || pkg.contractId !== contract.contractId || pkg.entityRelationId !== entity.entityRelationId) {
      throw badRequest('body/teleUnderwritingProductId: not a package of this contract and entity');
    }
  }
  return { contract, corporateId: entity.entityId, entityRelationId: entity.entityRelationId, source, telePackage: pkg };
}
