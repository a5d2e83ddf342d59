import assert from 'node:assert/strict';
import { DatePreset, presetRange, type DayRange } from '../../../core/appointments/date-presets.ts';
import { ESALES_STATUS_GROUP_IDS, EsalesStatusGroup, caseRowStatus, cardHasCheckbox } from '../../../core/esales/case-status.ts';
import { exportRange, QUEUE_DEFAULT_PRESET, queueDefaultRange, queueLoadErrorMessage, queueSearch, type QueueSearch } from '../../../core/esales/queue.ts';
import { INSURER_SEARCH_OPTIONS } from '../../../core/search/search-by.ts';
import type { PortalWorld } from '../world.ts';

/** What a queue scenario has set up and read, kept per scenario beside the world. */
interface QueueScene {
  today?: Date;
  preset?: DatePreset;
  shown?: DayRange;
  card?: { requestId: number | null; status: string | null };
  search?: QueueSearch;
  alert?: string;
}

const scenes = new WeakMap<PortalWorld, QueueScene>();
const scene = (world: PortalWorld): QueueScene => {
  if (!scenes.has(world)) scenes.set(world, {});
  return scenes.get(world)!;
};

/** Where a case's appointment is, in the analysts' words, as one status id of its group. */
const STATUS_OF: Record<string, number | null> = {
  'not booked yet': null,
  booked: ESALES_STATUS_GROUP_IDS[EsalesStatusGroup.Booked][0],
  confirmed: ESALES_STATUS_GROUP_IDS[EsalesStatusGroup.Booked][1],
  'not attended': ESALES_STATUS_GROUP_IDS[EsalesStatusGroup.NotAttended][0],
  rescheduled: ESALES_STATUS_GROUP_IDS[EsalesStatusGroup.Rescheduled][0],
  attended: ESALES_STATUS_GROUP_IDS[EsalesStatusGroup.Attended][0],
  cancelled: ESALES_STATUS_GROUP_IDS[EsalesStatusGroup.Cancelled][0],
  'with reports': ESALES_STATUS_GROUP_IDS[EsalesStatusGroup.ReportsUploaded][0],
  'QC approved': ESALES_STATUS_GROUP_IDS[EsalesStatusGroup.QcApproved][0],
};

export function todayIs(world: PortalWorld, instant: Date): void {
  scene(world).today = instant;
}

const today = (world: PortalWorld) => scene(world).today ?? new Date();

export function openQueue(world: PortalWorld): void {
  scene(world).preset = QUEUE_DEFAULT_PRESET;
  scene(world).shown = queueDefaultRange(today(world));
}

export function choosePreset(world: PortalWorld, preset: string): void {
  const chosen = Object.values(DatePreset).find((p) => p === preset);
  assert.ok(chosen, `no date preset "${preset}"`);
  scene(world).preset = chosen;
  scene(world).shown = presetRange(chosen, today(world));
}

export function queueShows(world: PortalWorld, from: string, to: string): void {
  assert.deepEqual(scene(world).shown, { startDate: from, endDate: to });
}

export function exportCovers(world: PortalWorld, from: string, to: string): void {
  const s = scene(world);
  assert.deepEqual(exportRange(s.preset!, s.shown!, today(world)), { startDate: from, endDate: to });
}

export function caseWhoseAppointmentIs(world: PortalWorld, where: string): void {
  assert.ok(where in STATUS_OF, `no appointment state "${where}"`);
  const statusId = STATUS_OF[where];
  scene(world).card = { requestId: statusId === null ? null : 10_000_001, status: caseRowStatus(statusId) };
}

export function cardHasBox(world: PortalWorld, has: boolean): void {
  assert.equal(cardHasCheckbox(scene(world).card!), has);
}

export function searchQueue(world: PortalWorld, kind: string, text: string): void {
  const option = INSURER_SEARCH_OPTIONS.find((o) => o.label === kind);
  assert.ok(option, `no search kind "${kind}"`);
  scene(world).search = queueSearch({ searchBy: option.value, text });
}

export function searchLooksFor(world: PortalWorld, text: string): void {
  const s = scene(world).search!;
  assert.ok('text' in s, 'problem' in s ? s.problem : 'no search');
  assert.equal(s.text, text);
}

export function searchRefused(world: PortalWorld, message: string): void {
  assert.deepEqual(scene(world).search, { problem: message });
}

export function queueFails(world: PortalWorld, serverMessage: string): void {
  scene(world).alert = queueLoadErrorMessage(serverMessage);
}

export function queueReads(world: PortalWorld, text: string): void {
  assert.equal(scene(world).alert, text);
}
