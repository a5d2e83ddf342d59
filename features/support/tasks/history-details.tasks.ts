import assert from 'node:assert/strict';
import { COMMUNICATION_TYPES, communicationCounts } from '../../../core/history/communication-counts.ts';
import { type HistoryViewer, type StatusFiles, reportsVisible, visibleAttachments } from '../../../core/history/report-visibility.ts';
import { contactView } from '../../../core/privacy/contact-view.ts';
import type { PortalWorld } from '../world.ts';

/** What a history-details scenario has set up and seen, kept per scenario beside the world. */
interface DetailsScene {
  messages: { communicationTypeValue: string | null }[];
  shownNumber?: string;
  status?: { files: StatusFiles; history: number[] };
}

const scenes = new WeakMap<PortalWorld, DetailsScene>();
function details(world: PortalWorld): DetailsScene {
  let s = scenes.get(world);
  if (!s) scenes.set(world, (s = { messages: [] }));
  return s;
}

// ---- communication counts -----------------------------------------------------------------------

/** Messages as the communication history lists them; a blank channel is one the server did not record. */
export function messagesSent(world: PortalWorld, channels: string[]): void {
  details(world).messages = channels.map((c) => ({ communicationTypeValue: c === '' ? null : c }));
}

/** The counts as the page lists them, channel by channel, in the page's order. */
export function countsRead(world: PortalWorld, expected: Record<string, string>): void {
  const counts = communicationCounts(details(world).messages);
  assert.deepEqual(COMMUNICATION_TYPES, Object.keys(expected), 'the channels and their order');
  assert.deepEqual(Object.fromEntries(COMMUNICATION_TYPES.map((c) => [c, String(counts[c])])), expected);
}

// ---- contact numbers ----------------------------------------------------------------------------

export function showContactNumber(world: PortalWorld, number: string, doNotDisturb: boolean): void {
  details(world).shownNumber = contactView({ doNotDisturb, phone: number }).phone(number);
}

export function numberReads(world: PortalWorld, text: string): void {
  assert.equal(details(world).shownNumber, text);
}

// ---- files on the timeline ----------------------------------------------------------------------

let nextFileId = 1;
const filesNamed = (names: string[]): Record<string, string> | undefined =>
  names.length === 0 ? undefined : Object.fromEntries(names.map((name) => [`f${nextFileId++}`, name]));

export function statusCarrying(world: PortalWorld, bills: string[], reports: string[], history: string): void {
  details(world).status = {
    files: { bills: filesNamed(bills), reports: filesNamed(reports) },
    history: history.split(/\s*,\s*/).map(Number),
  };
}

function filesSeenBy(world: PortalWorld, viewer: HistoryViewer): string[] {
  const status = details(world).status;
  assert.ok(status, 'no status has been introduced in this scenario');
  const visible = visibleAttachments(status.files, reportsVisible(viewer, status.history));
  return [...Object.values(visible?.bills ?? {}), ...Object.values(visible?.reports ?? {})];
}

export function seesFiles(world: PortalWorld, viewer: HistoryViewer, names: string[]): void {
  assert.deepEqual(filesSeenBy(world, viewer), names);
}
