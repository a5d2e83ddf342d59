import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpocGrantMessage, grantProblem, grantable, mayGrantRole, offeredChoices } from './spoc-grants.ts';
import { SPOC_DEPARTMENTS, SPOC_ROLES, parseSpocRole, spocFeatures, spocRolesFor, type AccessLevel, type SpocService } from './spoc-roles.ts';

/** The order of power, written out here rather than read from the code under test. */
const STRENGTH: Record<AccessLevel, number> = { admin: 3, editor: 2, viewer: 1 };

/** A user holding one role as a SPOC would: the level, plus the role itself when it is a service role. */
function holderOf(roleName: string): string[] {
  const r = parseSpocRole(roleName)!;
  return r.service ? spocRolesFor(r.level, { [r.service]: [r.department!] }) : [r.level];
}

const ofcAdmin = spocRolesFor('admin', { ofc: ['General Physician'] });
const labsAdmin = spocRolesFor('admin', { labs: ['Pathology'] });

describe('mayGrantRole over every pair of roles', () => {
  it(`grants a role of no stronger level and of a held service, for all ${SPOC_ROLES.length ** 2} pairs`, () => {
    for (const holder of SPOC_ROLES) {
      const h = parseSpocRole(holder.name)!;
      for (const target of SPOC_ROLES) {
        const t = parseSpocRole(target.name)!;
        const expected = STRENGTH[t.level] <= STRENGTH[h.level] && (t.service === undefined || t.service === h.service);
        expect(mayGrantRole(holderOf(holder.name), target.name), `${holder.name} grants ${target.name}`).toBe(expected);
      }
    }
  });

  it('never lets a grant carry a feature its author lacks, for any pair', () => {
    for (const holder of SPOC_ROLES) {
      const held = spocFeatures(holderOf(holder.name));
      for (const target of SPOC_ROLES) {
        if (!parseSpocRole(target.name)!.service || !mayGrantRole(holderOf(holder.name), target.name)) continue;
        expect(held, `${holder.name} grants ${target.name}`).toEqual(expect.arrayContaining(spocFeatures(holderOf(target.name))));
      }
    }
  });

  it('grants nothing to a user with no SPOC role, and knows no role outside the catalogue', () => {
    expect(SPOC_ROLES.some((r) => mayGrantRole([], r.name))).toBe(false);
    expect(mayGrantRole(ofcAdmin, 'ofc/Nope/*/viewer')).toBe(false);
  });
});

/** A valid SPOC role set: one level, one or more departments of one or both services. */
const roleSet = fc
  .record({
    level: fc.constantFrom<AccessLevel>('admin', 'editor', 'viewer'),
    ofc: fc.subarray([...SPOC_DEPARTMENTS.ofc], { maxLength: 3 }),
    labs: fc.subarray([...SPOC_DEPARTMENTS.labs], { maxLength: 3 }),
  })
  .filter((s) => s.ofc.length + s.labs.length > 0)
  .map((s) => spocRolesFor(s.level, { ofc: s.ofc, labs: s.labs }));

describe('grantProblem', () => {
  it('refuses an offline-consult admin making a Labs admin, the case that reached the lab desk', () => {
    expect(grantProblem(ofcAdmin, labsAdmin)).toBe(SpocGrantMessage.beyondHeld);
    expect(grantProblem(ofcAdmin, spocRolesFor('editor', { ofc: ['Dermatologist'] }))).toBeUndefined();
    expect(grantProblem(spocRolesFor('editor', { ofc: ['General Physician'] }), ofcAdmin)).toBe(SpocGrantMessage.beyondHeld);
  });

  it('lets an edit keep roles the SPOC already has, but add none its author lacks', () => {
    const both = spocRolesFor('admin', { ofc: ['General Physician'], labs: ['Pathology'] });
    expect(grantProblem(ofcAdmin, both, both)).toBeUndefined();
    expect(grantProblem(ofcAdmin, ofcAdmin, both)).toBeUndefined();
    expect(grantProblem(ofcAdmin, [...both, 'labs/Radiology/*/admin'], both)).toBe(SpocGrantMessage.beyondHeld);
  });

  it('holds for any role sets: an accepted grant carries no feature its author lacks, and keeping is no grant', () => {
    fc.assert(
      fc.property(roleSet, roleSet, (holder, requested) => {
        if (grantProblem(holder, requested) === undefined) expect(spocFeatures(holder)).toEqual(expect.arrayContaining(spocFeatures(requested)));
        expect(grantProblem(holder, requested, requested)).toBeUndefined();
        expect(grantProblem(holder, holder)).toBeUndefined();
      }),
    );
  });
});

describe('what the form offers', () => {
  it('names the services and levels a holder may grant', () => {
    expect(grantable(ofcAdmin)).toEqual({ services: ['ofc'], levels: ['admin', 'editor', 'viewer'] });
    expect(grantable(spocRolesFor('editor', { labs: ['Pathology'] }))).toEqual({ services: ['labs'], levels: ['editor', 'viewer'] });
    expect(grantable([])).toEqual({ services: [], levels: [] });
  });

  it("offers the marked roles' services and levels, plus what the edited SPOC already has", () => {
    const roles = SPOC_ROLES.map((r) => ({ name: r.name, grantable: mayGrantRole(spocRolesFor('editor', { ofc: ['Dentist'] }), r.name) }));
    const services: SpocService[] = ['ofc'];
    expect(offeredChoices(roles, [])).toEqual({ services, levels: ['editor', 'viewer'] });
    expect(offeredChoices(roles, labsAdmin)).toEqual({ services: ['ofc', 'labs'], levels: ['admin', 'editor', 'viewer'] });
    expect(offeredChoices(SPOC_ROLES, [])).toEqual({ services: ['ofc', 'labs'], levels: ['admin', 'editor', 'viewer'] });
  });
});
