import { describe, expect, it } from 'vitest';
import { ContractKind } from '../appointments/contracts.ts';
import {
  MARKETPLACE_SOURCE, assignedContractIds, bulkChoiceGaps, bulkContractChoice, bulkSources, canSubmitBulk, defaultEntity, needsPackage, type BulkChoice,
} from './bulk-form.ts';

const esales = { contractId: 4625, contractName: 'E-Sales', kind: ContractKind.Esales };
const prePolicy = { contractId: 9782, contractName: 'Pre-Policy Medicals', kind: ContractKind.PrePolicy };
const tele = { contractId: 7311, contractName: 'Tele-Underwriting', kind: ContractKind.TeleUnderwriting };
const corporate = { contractId: 3104, contractName: 'Corporate Health Check', kind: ContractKind.Corporate };
const offered = [esales, prePolicy, tele, corporate];
const children = [
  { entityId: 301, entityRelationId: 810001, entityName: 'Acme Ltd' },
  { entityId: 302, entityRelationId: 810002, entityName: 'Globex' },
];
const own = { entityId: 300, entityName: 'Fixture Insurance' };
const ready: BulkChoice = { hasFile: true, contract: esales, sourceId: 1, entityRelationId: 810001, packageId: null };

describe('the bulk dialog rules (spec 2 §4, §6)', () => {
  it('reads the Assigned Contracts property', () => {
    expect(assignedContractIds('4625, 7311')).toEqual([4625, 7311]);
    expect(assignedContractIds('')).toEqual([]);
    expect(assignedContractIds(undefined)).toEqual([]);
    expect(assignedContractIds('x, 0, 12')).toEqual([12]);
  });

  it('uses an assigned contract, else offers a choice', () => {
    expect(bulkContractChoice([7311], offered)).toEqual({ fixed: tele });
    expect(bulkContractChoice([], offered)).toEqual({ choose: offered });
    expect(bulkContractChoice([4625, 7311], offered)).toEqual({ choose: [esales, tele] });
    expect(bulkContractChoice([99], offered)).toEqual({ choose: offered });
  });

  it('gives e-sales and pre-policy two sources and the first child; others the own entity and no default', () => {
    expect(bulkSources(ContractKind.Esales, own)).toEqual([MARKETPLACE_SOURCE, { sourceId: 300, sourceName: 'Fixture Insurance' }]);
    expect(bulkSources(ContractKind.PrePolicy, own)).toHaveLength(2);
    expect(bulkSources(ContractKind.Corporate, own)).toEqual([{ sourceId: 300, sourceName: 'Fixture Insurance' }]);
    expect(defaultEntity(ContractKind.Esales, children)).toEqual(children[0]);
    expect(defaultEntity(ContractKind.PrePolicy, children)).toEqual(children[0]);
    expect(defaultEntity(ContractKind.TeleUnderwriting, children)).toBeNull();
    expect(defaultEntity(ContractKind.Esales, [])).toBeNull();
    expect(needsPackage(ContractKind.TeleUnderwriting)).toBe(true);
    expect(needsPackage(ContractKind.Esales)).toBe(false);
  });

  it('shows Submit only with a file, source, contract and entity, or a package for tele-underwriting', () => {
    expect(canSubmitBulk(ready)).toBe(true);
    expect(bulkChoiceGaps({ ...ready, hasFile: false })).toEqual(['file']);
    expect(bulkChoiceGaps({ ...ready, sourceId: null })).toEqual(['source']);
    expect(bulkChoiceGaps({ ...ready, entityRelationId: null })).toEqual(['entity']);
    expect(bulkChoiceGaps({ ...ready, contract: null, entityRelationId: null })).toEqual(['contract', 'entity']);
    expect(bulkChoiceGaps({ ...ready, contract: tele, entityRelationId: null })).toEqual(['package']);
    expect(canSubmitBulk({ ...ready, contract: tele, entityRelationId: null, packageId: 920001 })).toBe(true);
    expect(canSubmitBulk({ hasFile: false, contract: null, sourceId: null, entityRelationId: null, packageId: null })).toBe(false);
  });
});
