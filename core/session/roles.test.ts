import { describe, expect, it } from 'vitest';
import {
  DC_ADMIN_ROLE_ID,
  EntityType,
  entityTypeForRole,
  INSURER_AGENT_ROLE_ID,
  isProviderRole,
  PERMITTED_ROLE_IDS,
  ROLE_IDS,
  RoleName,
  roleNameForId,
} from './roles.ts';

/** Spec 1 §6, row by row. */
const catalogue: readonly [number, RoleName][] = [
  [5432, 'dcadmin'],
  [5433, 'dcoperations'],
  [5434, 'dcoperations'],
  [9207, 'insureradmin'],
  [9211, 'insureragent'],
  [9214, 'insurerbranch'],
  [9217, 'mareport'],
  [9219, 'insurercallCentre'],
];
const unknownIds = [0, -1, 1, 5431, 5435, 9206, 9208, 9210, 9212, 9218, 9220, 10007, Number.NaN];

describe('roleNameForId', () => {
  it.each(catalogue)('names role id %i as %s', (id, name) => {
    expect(roleNameForId(id)).toBe(name);
  });

  it('names no role for an id outside the catalogue', () => {
    for (const id of unknownIds) expect(roleNameForId(id)).toBeUndefined();
  });
});

describe('the role catalogue', () => {
  it('holds exactly the seven route prefixes of spec 1 §2', () => {
    expect(Object.values(RoleName)).toEqual([
      'dcadmin', 'dcoperations', 'insureradmin', 'insureragent', 'insurerbranch', 'mareport', 'insurercallCentre',
    ]);
    expect(Object.keys(ROLE_IDS)).toEqual(Object.values(RoleName));
  });

  it('gives dcoperations two ids and every other role one', () => {
    expect(ROLE_IDS.dcoperations).toEqual([5433, 5434]);
    expect(ROLE_IDS.dcadmin).toEqual([5432]);
    expect(ROLE_IDS.insureragent).toEqual([9211]);
  });

  it('names the diagnostic-centre login and the agent', () => {
    expect(DC_ADMIN_ROLE_ID).toBe(5432);
    expect(INSURER_AGENT_ROLE_ID).toBe(9211);
  });

  it('permits every catalogued id at the route guard and nothing else', () => {
    expect([...PERMITTED_ROLE_IDS].sort()).toEqual(catalogue.map(([id]) => id).sort());
  });
});

describe('isProviderRole / entityTypeForRole', () => {
  const sides: readonly [RoleName, boolean, EntityType][] = [
    ['dcadmin', true, 'DC'],
    ['dcoperations', true, 'DC'],
    ['insureradmin', false, 'Insurer'],
    ['insureragent', false, 'Insurer'],
    ['insurerbranch', false, 'Insurer'],
    ['mareport', false, 'Insurer'],
    ['insurercallCentre', false, 'Insurer'],
  ];

  it.each(sides)('%s: provider side %s, entity type %s', (role, provider, entity) => {
    expect(isProviderRole(role)).toBe(provider);
    expect(entityTypeForRole(role)).toBe(entity);
  });

  it('spells the entity types as the server does', () => {
    expect(EntityType).toEqual({ DC: 'DC', Insurer: 'Insurer' });
  });
});
