import assert from 'node:assert/strict';
import { insurerScope } from '../../../core/appointments/insurer-scope.ts';
import type { UserDetails } from '../../../core/session/user.ts';
import { RoleName } from '../../../core/session/roles.ts';
import { userDetails } from '../people.ts';
import type { PortalWorld } from '../world.ts';

interface Choice {
  user: UserDetails;
  chosen: number[];
}

const choices = new WeakMap<PortalWorld, Choice>();

/** "201, 202" as ids; an empty cell is no id. */
const idsOf = (list: string) => list.split(',').map((s) => s.trim()).filter(Boolean).map(Number);

export function insurerUserWith(world: PortalWorld, corporates: string): void {
  choices.set(world, { user: { ...userDetails('Anil', RoleName.insureradmin, 'insureradmin'), corporateIDs: idsOf(corporates) }, chosen: [] });
}

export function chooses(world: PortalWorld, chosen: string): void {
  choices.get(world)!.chosen = idsOf(chosen);
}

/** What every insurer list and the charts ask the server for (core's insurerScope, as the portal builds it). */
export function covers(world: PortalWorld, covered: string): void {
  const { user, chosen } = choices.get(world)!;
  assert.deepEqual(insurerScope(user, chosen).corporateIds, idsOf(covered));
}
