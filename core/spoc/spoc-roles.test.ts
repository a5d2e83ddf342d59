import { describe, expect, it } from 'vitest';
import { Feature } from '../session/features.ts';
import { SPOC_ROLES, accessLevelOf, parseSpocRole, spocCoverage, spocFeatures, spocRoleName, spocRolesFor } from './spoc-roles.ts';

describe('SPOC roles', () => {
  it('encode service/department/*/level and read back', () => {
    expect(spocRoleName('ofc', 'Dermatologist', 'editor')).toBe('ofc/Dermatologist/*/editor');
    expect(parseSpocRole('labs/Pathology/*/viewer')).toEqual({ service: 'labs', department: 'Pathology', level: 'viewer' });
    expect(parseSpocRole('admin')).toEqual({ level: 'admin' });
    for (const bad of ['ofc/Nope/*/editor', 'xyz/Pathology/*/viewer', 'labs/Pathology/*/owner', 'labs/Pathology', '']) expect(parseSpocRole(bad)).toBeUndefined();
  });
  it('read the access level as the first of Admin, Editor, Viewer', () => {
    expect(accessLevelOf(['labs/Pathology/*/viewer', 'ofc/Dermatologist/*/editor'])).toBe('editor');
    expect(accessLevelOf(['viewer', 'admin'])).toBe('admin');
    expect(accessLevelOf(['something else'])).toBeUndefined();
  });
  it('give every role a unique id and name', () => {
    expect(new Set(SPOC_ROLES.map((r) => r.id)).size).toBe(SPOC_ROLES.length);
    expect(new Set(SPOC_ROLES.map((r) => r.name)).size).toBe(SPOC_ROLES.length);
    expect(SPOC_ROLES.slice(0, 3)).toEqual([{ id: 1001, name: 'admin' }, { id: 1002, name: 'editor' }, { id: 1003, name: 'viewer' }]);
  });
  it('encode a form\'s choices and read its coverage back', () => {
    const roles = spocRolesFor('viewer', { labs: ['Pathology', 'Radiology'] });
    expect(roles).toEqual(['viewer', 'labs/Pathology/*/viewer', 'labs/Radiology/*/viewer']);
    expect(spocCoverage(roles)).toEqual({ services: ['labs'], departments: { ofc: [], labs: ['Pathology', 'Radiology'] } });
  });
  it('grant a viewer the lists, an editor the actions, an admin SPOC management', () => {
    expect(spocFeatures(spocRolesFor('viewer', { labs: ['Pathology'] }))).toEqual([Feature.VIEW_LABS]);
    expect(spocFeatures(spocRolesFor('editor', { ofc: ['Dermatologist'] }))).toEqual([Feature.VIEW_OFFLINE, Feature.UPDATE_DOCTOR]);
    expect(spocFeatures(spocRolesFor('admin', { ofc: ['Dermatologist'], labs: ['Pathology'] }))).toContain(Feature.CREATE_SPOC);
    expect(spocFeatures(['admin'])).toEqual([]);
  });
});

describe('spocRolesProblem', () => {
  it('accepts one level with departments at that level, and refuses anything else', async () => {
    const { spocRolesProblem, SpocRoleMessage } = await import('./spoc-roles.ts');
    expect(spocRolesProblem(['viewer', 'labs/Pathology/*/viewer'])).toBeUndefined();
    expect(spocRolesProblem(['viewer', 'admin', 'labs/Pathology/*/viewer'])).toBe(SpocRoleMessage.oneLevel);
    expect(spocRolesProblem(['labs/Pathology/*/viewer'])).toBe(SpocRoleMessage.oneLevel);
    expect(spocRolesProblem(['viewer'])).toBe(SpocRoleMessage.noService);
    expect(spocRolesProblem(['viewer', 'labs/Pathology/*/editor'])).toBe(SpocRoleMessage.mixedLevels);
    expect(spocRolesProblem(['viewer', 'nope'])).toBe(SpocRoleMessage.unknownRole);
  });
});

describe('spocUserName', () => {
  it('takes the e-mail\'s local part, cleaned, with a number on later tries', async () => {
    const { spocUserName } = await import('./spoc-user-name.ts');
    expect(spocUserName('Priya.Shah+desk@clinic.example')).toBe('priya.shahdesk');
    expect(spocUserName('Priya.Shah@clinic.example', 3)).toBe('priya.shah3');
    expect(spocUserName('@clinic.example')).toBe('spoc');
  });
});
