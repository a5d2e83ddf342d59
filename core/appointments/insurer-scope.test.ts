import { describe, expect, it } from 'vitest';
import { insurerScope } from './insurer-scope.ts';

const user = { roleId: 9211, userId: 41, corporateIDs: [3, 4], role: 'insureragent', properties: { AgentId: 'AG-1001' } } as const;

describe('who an insurer list is for', () => {
  it('carries the agent id for an insurer agent only', () => {
    expect(insurerScope({ ...user, corporateIDs: [3, 4] })).toEqual({ roleId: 9211, userId: 41, corporateIds: [3, 4], agentId: 'AG-1001' });
    expect(insurerScope({ ...user, corporateIDs: [3], role: 'insureradmin', roleId: 9207 })).toEqual({ roleId: 9207, userId: 41, corporateIds: [3] });
    expect(insurerScope({ ...user, corporateIDs: [], properties: {} })).toEqual({ roleId: 9211, userId: 41, corporateIds: [] });
  });

  it('narrows to the corporates chosen in the top bar, never beyond the user\'s own', () => {
    expect(insurerScope({ ...user, corporateIDs: [3, 4] }, [4]).corporateIds).toEqual([4]);
    expect(insurerScope({ ...user, corporateIDs: [3, 4] }, [4, 9]).corporateIds).toEqual([4]);
    expect(insurerScope({ ...user, corporateIDs: [3, 4] }, [9]).corporateIds).toEqual([3, 4]);
    expect(insurerScope({ ...user, corporateIDs: [3, 4] }, []).corporateIds).toEqual([3, 4]);
  });

  it('asks for nothing without a user', () => {
    expect(insurerScope(undefined)).toEqual({ roleId: 0, userId: 0, corporateIds: [] });
  });
});
