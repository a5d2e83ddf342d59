import { describe, expect, it } from 'vitest';
import { Feature } from '../session/features.ts';
import { providerAdminFeatures } from './admin-features.ts';
import type { OrgFile } from './org-file.ts';
import { orgFileProblems } from './org-file-rules.ts';

const admin = (userName: string) => ({ userName, firstName: 'Asha', lastName: 'Rao', email: `${userName}@lab.example`, phone: '9800000100' });
const valid: OrgFile = {
  packages: [{ id: 1, name: 'Basic Health Check', category: 'Health Check', price: 999 }],
  providers: [{ id: 500, name: 'Acme Labs', services: ['LABS'], packages: [1], branches: [{ id: 501, name: 'Acme Labs - Baner', packages: [1] }], admin: admin('acme.admin') }],
  insurers: [{ id: 600, name: 'Shield', corporates: [{ id: 601, name: 'Kaveri' }], contracts: [{ contract: 9782, packages: [{ package: 1, price: 999 }] }], admin: admin('shield.admin') }],
};

describe('setup file rules', () => {
  it('accepts a valid file', () => {
    expect(orgFileProblems(valid)).toEqual([]);
  });

  it('names every problem at its place: bad e-mail and phone, a twice-used id and user name, unknown package and contract', () => {
    const bad: OrgFile = {
      ...valid,
      providers: [{ ...valid.providers![0]!, branches: [{ id: 500, name: 'Twin', packages: [7] }], admin: { ...admin('acme.admin'), email: 'not-an-email', phone: '98' } }],
      insurers: [{ ...valid.insurers![0]!, contracts: [{ contract: 1, packages: [{ package: 1, price: 1 }] }], admin: admin('ACME.admin') }],
    };
    expect(orgFileProblems(bad).map((p) => [p.path.join('.'), p.message])).toEqual([
      ['providers.0.admin.email', 'Invalid email address.'],
      ['providers.0.admin.phone', 'must have 10 digits'],
      ['providers.0.branches.0.id', 'provider id 500 is used twice (first at providers.0.id)'],
      ['providers.0.branches.0.packages.0', "package 7 is not in the file's packages"],
      ['insurers.0.admin.userName', 'user name ACME.admin is used twice (first at providers.0.admin.userName)'],
      ['insurers.0.contracts.0.contract', expect.stringContaining('contract 1 is not one of 9782')],
    ]);
  });

  it("gives a provider's admin the SPOC admin features of its services", () => {
    expect(providerAdminFeatures(['LABS'])).toEqual(expect.arrayContaining([Feature.VIEW_LABS, Feature.CREATE_SPOC, Feature.RESET_PASSWORD]));
    expect(providerAdminFeatures(['LABS'])).not.toContain(Feature.VIEW_OFFLINE);
    expect(providerAdminFeatures(['OFFLINE_CONSULTS'])).toEqual(expect.arrayContaining([Feature.VIEW_OFFLINE, Feature.UPDATE_DOCTOR_STATUS]));
  });
});
