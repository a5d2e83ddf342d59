import { describe, expect, it } from 'vitest';
import type { Session } from '../../core/session/session.ts';
import { insurerExportQuery, queueExportQuery } from './export-queries.ts';
import { usageMessage } from './testing/usage-message.ts';

const NOW = new Date('2026-11-22T09:30:00.000Z');
const insurer = {
  accessToken: 't', userFeatureHash: 'h', hosp: { hospName: 'Bharat Shield', address: '' }, validServices: ['LABS'], serviceSelected: 'LABS',
  user: {
    firstName: 'Anil', lastName: 'Mehta', userName: 'insureradmin', userEmail: 'a@x.in', userId: 4, providerId: null, parentId: null, entityType: 'Insurer',
    entityName: 'Bharat Shield', entityId: 200, role: 'insureradmin', roleId: 9207, corporateIDs: [201, 202, 203],
    parentProvider: { isParent: false, childEntities: {} }, selectedProviders: [], properties: {}, rolesFeatures: { roles: [], features: [] },
  },
} satisfies Session;


describe('--children on the insurer exports: the corporates chosen in the top bar', () => {
  it('narrows All Appointments and the e-sales queue to the named corporates, all of them without the flag', () => {
    expect(insurerExportQuery(insurer, { children: '202,203' }, NOW).scope.corporateIds).toEqual([202, 203]);
    expect(insurerExportQuery(insurer, {}, NOW).scope.corporateIds).toEqual([201, 202, 203]);
    expect(queueExportQuery(insurer, { children: '203' }, NOW).corporateIds).toEqual([203]);
    expect(queueExportQuery(insurer, {}, NOW).corporateIds).toBeUndefined();
  });

  it("names a corporate that is not the user's instead of widening or dropping it", () => {
    expect(usageMessage(() => insurerExportQuery(insurer, { children: '202,401' }, NOW))).toBe('--children 401 is none of yours: 201, 202, 203');
    expect(usageMessage(() => queueExportQuery(insurer, { children: '401' }, NOW))).toBe('--children 401 is none of yours: 201, 202, 203');
    expect(usageMessage(() => queueExportQuery(insurer, { children: 'Acme' }, NOW))).toBe('--children takes corporate ids separated by commas');
  });
});
