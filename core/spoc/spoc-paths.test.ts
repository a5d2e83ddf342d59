import { describe, expect, it } from 'vitest';
import { spocFormPath, spocOfQuery } from './spoc-paths.ts';
import { isOwnStatus, statusChange } from './spoc-status.ts';

describe('SPOC form address', () => {
  it('names a SPOC by id and userName, both required', () => {
    expect(spocFormPath()).toBe('/SPOC/SPOCManagements');
    expect(spocFormPath({ userId: 41, userName: 'asha rao@x' })).toBe('/SPOC/SPOCManagements?id=41&userName=asha%20rao%40x');
    expect(spocOfQuery('41', 'asha')).toEqual({ userId: 41, userName: 'asha' });
    expect(spocOfQuery('41', null)).toBeNull();
    expect(spocOfQuery('0', 'asha')).toBeNull();
    expect(spocOfQuery('4x', 'asha')).toBeNull();
    expect(spocOfQuery(null, 'asha')).toBeNull();
  });
});

describe('SPOC status change', () => {
  const spoc = { userId: 41, userName: 'asha', entityId: 102 };
  it('names the SPOC, its entity, the actor and (for a master provider) the master', () => {
    expect(statusChange(spoc, false, { userId: 1, userName: 'clinic.admin', entityId: 100, isMasterProvider: true })).toEqual({
      active: false, providerMasterEntityId: 100, entityId: 102, userName: 'asha', userId: 41, modifiedBy: 'clinic.admin',
    });
    expect(statusChange(spoc, true, { userId: 1, userName: 'a', entityId: 102, isMasterProvider: false }).providerMasterEntityId).toBeNull();
  });
  it('knows the actor\'s own status', () => {
    expect(isOwnStatus(spoc, { userId: 41 })).toBe(true);
    expect(isOwnStatus(spoc, { userId: 1 })).toBe(false);
  });
});
