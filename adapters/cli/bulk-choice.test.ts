import { describe, expect, it } from 'vitest';
import { ContractId } from '../../core/appointments/contracts.ts';
import { MARKETPLACE_SOURCE } from '../../core/esales/bulk-form.ts';
import { bulkChoiceOf } from './bulk-choice.ts';
import { usageMessage } from './testing/usage-message.ts';

const agent = { userName: 'agent', entityId: 300, entityName: 'Bharat Shield', properties: { 'Assigned Contracts': String(ContractId.Esales) } };
const children = [
  { entityId: 301, entityRelationId: 800301, entityName: 'Acme Ltd' },
  { entityId: 302, entityRelationId: 800302, entityName: 'Globex' },
];

describe("cases import's choices, with the dialog's defaults", () => {
  it('takes the assigned contract, the marketplace source and the first corporate for e-sales', () => {
    expect(bulkChoiceOf(agent, children, {})).toEqual({
      contractId: ContractId.Esales, sourceId: MARKETPLACE_SOURCE.sourceId, entityRelationId: 800301, entityName: 'Acme Ltd', userName: 'agent',
    });
    expect(bulkChoiceOf(agent, children, { entityRelation: 800302, source: 300 })).toMatchObject({ sourceId: 300, entityRelationId: 800302, entityName: 'Globex' });
  });

  it('names what is missing: a contract without one assigned, an entity for a corporate contract, a package for tele-underwriting', () => {
    expect(usageMessage(() => bulkChoiceOf({ ...agent, properties: {} }, children, {}))).toBe('cases import needs --contract, --entity-relation');
    expect(usageMessage(() => bulkChoiceOf(agent, children, { contract: ContractId.Corporate }))).toBe('cases import needs --entity-relation');
    expect(usageMessage(() => bulkChoiceOf(agent, children, { contract: ContractId.TeleUnderwriting, entityRelation: 800301 }))).toBe('cases import needs --package');
    expect(usageMessage(() => bulkChoiceOf(agent, children, { entityRelation: 1 }))).toBe('--entity-relation 1 is none of yours: 800301 (Acme Ltd), 800302 (Globex)');
  });
});
