import assert from 'node:assert/strict';
import { labBulkSplit } from '../../../core/appointments/lab-bulk-split.ts';
import type { BulkSplit } from '../../../core/bulk/bulk-split.ts';
import type { PortalWorld } from '../world.ts';
import { desk } from './lab-desk.tasks.ts';
import { TOGETHER_WORDS } from './lab-desk.words.ts';

const previews = new WeakMap<PortalWorld, BulkSplit>();
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** What the desk shows before the action: the split of the selection by core's bulk rule. */
export function previewSays(world: PortalWorld, words: string, count: number, selected: number): void {
  const action = TOGETHER_WORDS[words];
  assert.ok(action, `unknown bulk action "${words}"`);
  const requests = desk(world).selection.requests;
  const split = labBulkSplit(action, requests.map((r, i) => ({ requestId: i, statusId: r.statusId })));
  previews.set(world, split);
  assert.deepEqual([split.applies.length, split.selected], [count, selected]);
}

function preview(world: PortalWorld): BulkSplit {
  const split = previews.get(world);
  assert.ok(split, 'ask for the preview first');
  return split;
}

export function previewSkips(world: PortalWorld, ordinal: string, reason: string): void {
  const index = ORDINALS.indexOf(ordinal);
  assert.ok(index >= 0, `unknown position "${ordinal}"`);
  assert.equal(preview(world).skipped.find((s) => s.requestId === index)?.reason, reason);
}

/** The service's refusals, by position, are the preview's skips, with the same words. */
export function serviceAgreesWithPreview(world: PortalWorld): void {
  const skipped = new Map(preview(world).skipped.map((s) => [s.requestId, s.reason]));
  const refused = desk(world).bulkRefusals;
  assert.deepEqual(refused, refused.map((_, i) => skipped.get(i)));
}
