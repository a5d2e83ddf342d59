import { ContractKind } from '../appointments/contracts.ts';
import type { RoleName } from '../session/roles.ts';

/** Who may create cases in bulk (spec 2 §2.3, §6): the Bulk Case Creation button and the upload call. */
export const BULK_CASE_ROLES: readonly RoleName[] = ['insureradmin', 'insureragent'];

/**
 * The fixed health-insurance marketplace source e-sales and pre-policy cases may come from
 * (spec 2 §6; its name and id are not shown: docs/decisions.md). Id 1 is no entity's id.
 */
export const MARKETPLACE_SOURCE = { sourceId: 1, sourceName: 'Health Insurance Marketplace' } as const;

/** The user property that names a user's assigned contracts (spec 2 §3): contract ids, comma-separated. */
export const ASSIGNED_CONTRACTS = 'Assigned Contracts';

/** A contract a case may be created under. */
export interface BulkContract {
  contractId: number;
  contractName: string;
  kind: ContractKind;
}

/** A child entity (a corporate of the insurer) cases are created for. */
export interface BulkEntity {
  entityId: number;
  entityRelationId: number;
  entityName: string;
}

/** Where the cases came from. */
export interface BulkSource {
  sourceId: number;
  sourceName: string;
}

/** The contract ids of the 'Assigned Contracts' property; blanks and non-numbers are ignored. */
export function assignedContractIds(property: string | null | undefined): number[] {
  if (!property) return [];
  return property.split(',').map((s) => Number(s.trim())).filter((n) => Number.isSafeInteger(n) && n > 0);
}

/**
 * Which contract the dialog uses (spec 2 §6): the assigned one when the user has exactly one of
 * the offered contracts assigned; a choice among the assigned ones when several; else any.
 */
export function bulkContractChoice(assigned: readonly number[], offered: readonly BulkContract[]): { fixed: BulkContract } | { choose: BulkContract[] } {
  const mine = offered.filter((c) => assigned.includes(c.contractId));
  if (mine.length === 1) return { fixed: mine[0]! };
  return { choose: mine.length > 1 ? mine : [...offered] };
}

/** E-sales and pre-policy contracts choose between two sources and default the entity (spec 2 §6). */
export function hasSourceChoice(kind: ContractKind): boolean {
  return kind === ContractKind.Esales || kind === ContractKind.PrePolicy;
}

/** The tele-underwriting contract needs a package (spec 2 §6). */
export function needsPackage(kind: ContractKind): boolean {
  return kind === ContractKind.TeleUnderwriting;
}

/**
 * The sources a contract offers: the marketplace and the user's own entity for e-sales and
 * pre-policy; only the user's own entity otherwise (docs/decisions.md).
 */
export function bulkSources(kind: ContractKind, ownEntity: { entityId: number; entityName: string }): BulkSource[] {
  const own = { sourceId: ownEntity.entityId, sourceName: ownEntity.entityName };
  return hasSourceChoice(kind) ? [{ ...MARKETPLACE_SOURCE }, own] : [own];
}

/** The entity chosen when a contract is picked: the first child for e-sales and pre-policy, else none yet. */
export function defaultEntity(kind: ContractKind, children: readonly BulkEntity[]): BulkEntity | null {
  return hasSourceChoice(kind) ? (children[0] ?? null) : null;
}

/** What the dialog holds when Submit is judged. */
export interface BulkChoice {
  hasFile: boolean;
  contract: BulkContract | null;
  sourceId: number | null;
  entityRelationId: number | null;
  packageId: number | null;
}

/** Why Submit may not send yet, field by field; empty when it may. */
export type BulkChoiceGap = 'file' | 'contract' | 'source' | 'entity' | 'package';

/**
 * The Submit rule of spec 2 §4: a file, a source, a contract and an entity, or for
 * tele-underwriting a chosen package in place of the entity (the package names its entity
 * relation). The dialog shows Submit only when nothing is missing; the server refuses the same.
 */
export function bulkChoiceGaps(choice: BulkChoice): BulkChoiceGap[] {
  const gaps: BulkChoiceGap[] = [];
  if (!choice.hasFile) gaps.push('file');
  if (!choice.contract) gaps.push('contract');
  if (choice.sourceId === null) gaps.push('source');
  if (choice.contract && needsPackage(choice.contract.kind)) {
    if (choice.packageId === null) gaps.push('package');
  } else if (choice.entityRelationId === null) gaps.push('entity');
  return gaps;
}

/** Whether the Submit button shows. */
export function canSubmitBulk(choice: BulkChoice): boolean {
  return bulkChoiceGaps(choice).length === 0;
}
