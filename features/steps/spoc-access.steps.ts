import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PortalWorld } from '../support/world.ts';
import { grantProblem } from '../../core/spoc/spoc-grants.ts';
import { ACCESS_LEVEL_LABEL, AccessLevel, accessLevelOf, spocFeatures, spocRolesFor, spocRolesProblem, type SpocService } from '../../core/spoc/spoc-roles.ts';

/** What the server stored for a SPOC (http profile) or core derives (domain profile). */
interface Outcome {
  features?: string[];
  canAct?: boolean;
  refusal?: string;
}
const outcomes = new WeakMap<PortalWorld, Outcome>();
/** The roles the clinic admin holds itself; unless a scenario says otherwise, admin of both services. */
const holders = new WeakMap<PortalWorld, string[]>();
const list = (text: string) => text.split(',').map((x) => x.trim()).filter(Boolean);

/** The roles a form's choices encode: a level and "service/department" pairs. */
function rolesOf(level: string, departments: string): string[] {
  const chosen: Partial<Record<SpocService, string[]>> = {};
  for (const pair of list(departments)) {
    const [service, department] = pair.split('/') as [SpocService, string];
    (chosen[service] ??= []).push(department);
  }
  return spocRolesFor(level as AccessLevel, chosen);
}

/** Adds the SPOC: over core, or through CreateUser on the real server and what it then stored. */
async function addSpoc(world: PortalWorld, roles: string[]): Promise<Outcome> {
  const holder = holders.get(world)!;
  if (world.ability !== 'http') {
    const problem = spocRolesProblem(roles) ?? grantProblem(holder, roles);
    if (problem) return { refusal: problem };
    return { features: spocFeatures(roles), canAct: accessLevelOf(roles) !== AccessLevel.viewer };
  }
  const { addSpocOverHttp } = await import('../support/abilities/http-spoc.ts');
  return addSpocOverHttp(roles, holder);
}

Given('the clinic admin manages SPOCs', function (this: PortalWorld) {
  outcomes.set(this, {});
  holders.set(this, rolesOf('admin', 'ofc/General Physician, labs/Pathology'));
});
Given('the clinic admin is itself {string} for {string}', function (this: PortalWorld, level: string, departments: string) {
  holders.set(this, rolesOf(level, departments));
});
When('the clinic admin adds a SPOC as {string} for {string}', async function (this: PortalWorld, level: string, departments: string) {
  outcomes.set(this, await addSpoc(this, rolesOf(level, departments)));
});
When('the clinic admin adds a SPOC with the roles {string}', async function (this: PortalWorld, roles: string) {
  outcomes.set(this, await addSpoc(this, list(roles)));
});
Then('the SPOC may {string}', function (this: PortalWorld, features: string) {
  assert.deepEqual([...(outcomes.get(this)?.features ?? [])].sort(), list(features).sort());
});
Then('the SPOC can act on appointments', function (this: PortalWorld) {
  assert.equal(outcomes.get(this)?.canAct, true);
});
Then('the SPOC cannot act on appointments', function (this: PortalWorld) {
  assert.equal(outcomes.get(this)?.canAct, false);
});
Then('the SPOC is refused with {string}', function (this: PortalWorld, reason: string) {
  assert.equal(outcomes.get(this)?.refusal, reason);
});
Then('roles {string} read as the access level {string}', function (this: PortalWorld, roles: string, level: string) {
  const read = accessLevelOf(list(roles));
  assert.equal(read && ACCESS_LEVEL_LABEL[read], level);
});
