// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Session } from '../../core/session/session.ts';
import { LocalStorageSessionStore } from './session-store.local-storage.ts';

const session: Session = {
  accessToken: 'tok',
  userFeatureHash: 'hash',
  user: {
    firstName: 'Asha', lastName: 'Rao', userName: 'dcadmin', userEmail: 'a@x.in', userId: 7, providerId: 10, parentId: null,
    entityType: 'DC', entityName: 'City Lab', entityId: 10, role: 'dcadmin', roleId: 5432, corporateIDs: [],
    parentProvider: { isParent: true, childEntities: { '11': 'Baner' } }, selectedProviders: [11], properties: {},
    rolesFeatures: { roles: [{ roleId: 5432, roleName: 'dcadmin' }], features: [] },
  },
  hosp: { hospName: 'City Lab', address: 'Pune' },
  validServices: ['LABS'],
  serviceSelected: 'LABS',
};

describe('LocalStorageSessionStore', () => {
  it('keeps the session under the older portal keys and reads it back', () => {
    localStorage.clear();
    const store = new LocalStorageSessionStore(localStorage);
    store.save(session);
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(localStorage.getItem('roleName')).toBe('dcadmin');
    expect(localStorage.getItem('serviceSelected')).toBe('LABS');
    expect(localStorage.getItem('hosp_address')).toBe('Pune');
    expect(JSON.parse(localStorage.getItem('ValidServices')!)).toEqual(['LABS']);
    expect(JSON.parse(localStorage.getItem('children')!)).toEqual({ '11': 'Baner' });
    expect(store.load()).toEqual(session);
  });

  it("keeps an insurer's chosen corporates as erIDs, and forgets them when the choice goes", () => {
    localStorage.clear();
    const store = new LocalStorageSessionStore(localStorage);
    store.save({ ...session, selectedCorporates: [202, 204] });
    expect(JSON.parse(localStorage.getItem('erIDs')!)).toEqual([202, 204]);
    expect(store.load()?.selectedCorporates).toEqual([202, 204]);
    store.save(session);
    expect(localStorage.getItem('erIDs')).toBeNull();
    expect(store.load()).toEqual(session);
  });

  it('remembers an expiry across the clear, once', () => {
    localStorage.clear();
    const store = new LocalStorageSessionStore(localStorage);
    store.save(session);
    store.clear();
    store.markExpired();
    expect(store.load()).toBeUndefined();
    expect(store.takeExpired()).toBe(true);
    expect(store.takeExpired()).toBe(false);
  });
});
