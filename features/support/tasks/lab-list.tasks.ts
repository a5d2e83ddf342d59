import assert from 'node:assert/strict';
import { ageFromDob } from '../../../core/appointments/age.ts';
import { type DatePreset, ALL_DATE_PRESETS, dayRangeProblem, isEditablePreset, presetRange } from '../../../core/appointments/date-presets.ts';
import { labRowStatus } from '../../../core/appointments/lab-workflow.ts';
import { isHni, priorityName } from '../../../core/appointments/priorities.ts';
import { hasSla, isPastSla, slaBanner, type SlaTimes } from '../../../core/appointments/sla.ts';
import { StatusId } from '../../../core/appointments/status-catalogue.ts';
import { LAB_TABS, LAB_TAB_ORDER, LabTab, labTabByNumber, labTabForStatus, labTabPath } from '../../../core/appointments/tabs.ts';
import { readTypedDay } from '../../../core/shared/typed-day.ts';
import type { PortalWorld } from '../world.ts';
import { dayFrom, indiaInstant, tabLabel } from './lab-desk.words.ts';
import { desk, newRequest } from './lab-desk.tasks.ts';

function theRequest(world: PortalWorld) {
  const request = desk(world).request;
  assert.ok(request, 'no request has been introduced in this scenario');
  return request;
}

export function itIsNow(world: PortalWorld, when: string): void {
  desk(world).now = indiaInstant(when);
}

// ---- which tab lists a request ------------------------------------------------------------------

/** A request is listed on exactly one working tab, and always on All Appointments. */
export function listedOnlyOn(world: PortalWorld, tab: LabTab): void {
  const statusId = theRequest(world).statusId as StatusId;
  const listing = LAB_TAB_ORDER.filter((t) => LAB_TABS[t].statusIds.includes(statusId)).map((t) => LAB_TABS[t].label);
  assert.deepEqual(listing.sort(), [...new Set([LAB_TABS[tab].label, LAB_TABS.ALL_APPOINTMENTS.label])].sort());
  assert.equal(tabLabel(labTabForStatus(statusId)), tabLabel(tab));
}

export function notListedOn(world: PortalWorld, tab: LabTab): void {
  assert.ok(!LAB_TABS[tab].statusIds.includes(theRequest(world).statusId as StatusId));
}

export function tabIs(world: PortalWorld, tabNumber: number, tab: LabTab, role: string, path: string): void {
  assert.equal(tabLabel(labTabByNumber(tabNumber)?.tab), tabLabel(tab));
  assert.equal(labTabPath(role, tab), path);
}

export function tabOpensOn(world: PortalWorld, tab: LabTab, preset: string): void {
  assert.equal(LAB_TABS[tab].defaultDateFilter, preset);
}

export function tabIsReadOnly(world: PortalWorld, tab: LabTab, readOnly: boolean): void {
  assert.equal(LAB_TABS[tab].readOnly, readOnly);
}

// ---- how a row shows its status -----------------------------------------------------------------

export function requestWithRemarks(world: PortalWorld, statusId: number, remarks: string | null): void {
  desk(world).request = newRequest(world, statusId, { remarks });
}

export function statusReads(world: PortalWorld, tab: LabTab, text: string): void {
  const r = theRequest(world);
  assert.equal(labRowStatus(r.statusId, tab, r.remarks).text, text);
}

export function carriesQcRejectedTag(world: PortalWorld, tab: LabTab, remarks: string): void {
  const r = theRequest(world);
  assert.deepEqual(labRowStatus(r.statusId, tab, r.remarks).tag, { label: 'QC Rejected', remarks });
}

export function carriesNoTag(world: PortalWorld, tab: LabTab): void {
  const r = theRequest(world);
  assert.equal(labRowStatus(r.statusId, tab, r.remarks).tag, undefined);
}

// ---- how long an action has been pending --------------------------------------------------------

const REFERENCE: Readonly<Record<string, keyof SlaTimes>> = {
  'created at': 'createdOn',
  'with its visit at': 'fulfillmentDate',
  'last changed at': 'modifiedOn',
};

/** A request listed on a tab with one instant named; the others are now, so only the named one can be late. */
export function requestOnTabWith(world: PortalWorld, tab: LabTab, which: string, when: string): void {
  const statusId = LAB_TABS[tab].statusIds[0];
  const request = newRequest(world, statusId);
  request.times = { ...request.times, [REFERENCE[which]]: indiaInstant(when) };
  desk(world).request = request;
  desk(world).selection.tab = tab;
}

/** The scenario's request as the SLA reads it: its status and instants. */
function slaRow(world: PortalWorld) {
  const r = theRequest(world);
  return { ...r.times, statusId: r.statusId };
}

function slaTab(world: PortalWorld): LabTab {
  const tab = desk(world).selection.tab;
  assert.ok(tab, 'no tab is open');
  return tab;
}

export function bannerReads(world: PortalWorld, text: string): void {
  const banner = slaBanner(slaTab(world), slaRow(world), desk(world).now);
  assert.equal(banner && `${banner.title} ${banner.duration}`, text);
}

export function noBanner(world: PortalWorld): void {
  assert.equal(slaBanner(slaTab(world), slaRow(world), desk(world).now), undefined);
}

export function isPriorityCase(world: PortalWorld, expected: boolean): void {
  assert.equal(isPastSla(slaTab(world), slaRow(world), desk(world).now), expected);
}

export function tabOffersPriorityToggle(world: PortalWorld, tab: LabTab, expected: boolean): void {
  assert.equal(hasSla(tab), expected);
}

// ---- date ranges --------------------------------------------------------------------------------

function presetNamed(name: string): DatePreset {
  assert.ok((ALL_DATE_PRESETS as readonly string[]).includes(name), `unknown date range "${name}"`);
  return name as DatePreset;
}

export function presetsAre(world: PortalWorld, names: string): void {
  assert.deepEqual(ALL_DATE_PRESETS, names.split(/\s*,\s*/));
}

export function pickCustomRange(world: PortalWorld, from: string, to: string): void {
  desk(world).customRange = { startDate: dayFrom(from), endDate: dayFrom(to) };
}

export function presetRuns(world: PortalWorld, name: string, from: string, to: string): void {
  const s = desk(world);
  assert.deepEqual(presetRange(presetNamed(name), s.now, s.customRange), { startDate: dayFrom(from), endDate: dayFrom(to) });
}

export function presetEditable(world: PortalWorld, name: string, expected: boolean): void {
  assert.equal(isEditablePreset(presetNamed(name)), expected);
}

export function dateFilterSays(world: PortalWorld, message: string): void {
  assert.equal(dayRangeProblem(desk(world).customRange ?? {}), message);
}

export function typeDay(world: PortalWorld, text: string): void {
  desk(world).typedDay = readTypedDay(text);
}

export function dateFieldSays(world: PortalWorld, message: string): void {
  assert.equal(desk(world).typedDay?.problem, message);
}

export function dateFieldTakes(world: PortalWorld, day: string): void {
  assert.deepEqual(desk(world).typedDay, { day: dayFrom(day) });
}

export function dateFilterAccepts(world: PortalWorld): void {
  assert.equal(dayRangeProblem(desk(world).customRange ?? {}), undefined);
}

// ---- customer details in a row ------------------------------------------------------------------

export function ageInList(world: PortalWorld, born: string, age: string): void {
  assert.equal(String(ageFromDob(born === '' ? null : born, desk(world).now)), age);
}

export function requestOfPriority(world: PortalWorld, priorityId: number): void {
  desk(world).request = newRequest(world, StatusId.NewAppointmentRequest, { priorityId });
}

export function priorityIsNamed(world: PortalWorld, name: string): void {
  assert.equal(priorityName(theRequest(world).priorityId), name);
}

export function carriesHniBadge(world: PortalWorld, expected: boolean): void {
  assert.equal(isHni(theRequest(world).priorityId), expected);
}
