import { contractKind } from '../../core/appointments/contracts.ts';
import { assignedContractIds, bulkChoiceGaps, bulkSources, defaultEntity, type BulkEntity } from '../../core/esales/bulk-form.ts';
import type { UserDetails } from '../../core/session/user.ts';
import type { BulkUploadRequest } from '../../core/esales/bulk-cases.port.ts';
import { usageFailure } from './exit-codes.ts';

/** The flags of `cases import` that choose what the dialog's selects choose. */
export interface ChoiceFlags {
  contract?: number;
  source?: number;
  entityRelation?: number;
  package?: number;
}

const FLAG_OF = { file: '<file>', contract: '--contract', source: '--source', entity: '--entity-relation', package: '--package' } as const;

/**
 * The dialog's choices from flags, with the dialog's defaults (spec 2 §6, core rules): the one
 * assigned contract, the contract's first source, the first child for e-sales and pre-policy.
 * What is still missing is named by core's Submit rule and ends as a usage error.
 */
export function bulkChoiceOf(
  user: Pick<UserDetails, 'userName' | 'entityId' | 'entityName' | 'properties'>,
  children: readonly BulkEntity[],
  flags: ChoiceFlags,
): Omit<BulkUploadRequest, 'dryRun'> {
  const assigned = assignedContractIds(user.properties['Assigned Contracts']);
  const contractId = flags.contract ?? (assigned.length === 1 ? assigned[0]! : undefined);
  const kind = contractKind(contractId);
  const sources = bulkSources(kind, { entityId: user.entityId, entityName: user.entityName });
  const sourceId = flags.source ?? sources[0]?.sourceId;
  const entity = flags.entityRelation !== undefined ? children.find((c) => c.entityRelationId === flags.entityRelation) : defaultEntity(kind, children);
  if (flags.entityRelation !== undefined && !entity) {
    throw usageFailure(`--entity-relation ${flags.entityRelation} is none of yours: ${children.map((c) => `${c.entityRelationId} (${c.entityName})`).join(', ')}`);
  }
  const gaps = bulkChoiceGaps({
    hasFile: true,
    contract: contractId === undefined ? null : { contractId, contractName: '', kind },
    sourceId: sourceId ?? null,
    entityRelationId: entity?.entityRelationId ?? null,
    packageId: flags.package ?? null,
  });
  // The server needs an entity with a package too; the package's own entity is the user's pick.
  if (gaps.length > 0 || !entity || contractId === undefined || sourceId === undefined) {
    const missing = gaps.length > 0 ? gaps : (['entity'] as const);
    throw usageFailure(`cases import needs ${missing.map((g) => FLAG_OF[g]).join(', ')}${assigned.length > 1 && !flags.contract ? ` (your contracts: ${assigned.join(', ')})` : ''}`);
  }
  return {
    contractId,
    sourceId,
    entityRelationId: entity.entityRelationId,
    entityName: entity.entityName,
    userName: user.userName,
    ...(flags.package !== undefined ? { teleUnderwritingProductId: flags.package } : {}),
  };
}
