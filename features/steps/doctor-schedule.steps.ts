import assert from 'node:assert/strict';
import { After, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { HttpScheduleImpact } from '../support/abilities/http-schedule-impact.ts';
import type { CalendarChange, ImpactPreview } from '../../core/doctors/schedule-editor.port.ts';
import type { PortalWorld } from '../support/world.ts';
import { durationErrors, overlappingIndexes, type DurationErrors } from '../../core/doctors/schedule-rules.ts';
import { copyDay, daySlots, type ScheduleSlot } from '../../core/doctors/schedule-week.ts';
import { slotRows, splitSlotRange } from '../../core/doctors/slot-split.ts';
import { formatDayMinutes } from '../../core/doctors/slot-time.ts';
import { holidayRangeError } from '../../core/doctors/holiday-rules.ts';
import { activeHolidayDays, addHolidayRange, removeHoliday, type Holiday } from '../../core/doctors/holiday-list.ts';
import { holidayGrid, runLabel } from '../../core/doctors/holiday-grid.ts';
import { consultsHitByChange, impactHeadline, type BookedConsult } from '../../core/doctors/impact-rule.ts';
import { isFreeAt, nextFreeSlot, type DoctorCalendar } from '../../core/doctors/impact-calendar.ts';
import { StatusId } from '../../core/appointments/status-catalogue.ts';

/** What a scenario about schedules has on the table, kept per world. */
interface ScheduleState {
  errors?: DurationErrors;
  dayMessage?: string;
  preview?: string[][];
  slots: ScheduleSlot[];
  copied?: boolean;
  today: string;
  holidayMessage?: string | null;
  holidays: Holiday[];
  now: Date;
  calendars: Map<string, DoctorCalendar>;
  booked: Map<string, BookedConsult[]>;
  message?: string;
  hit?: BookedConsult[];
  /** The http profile: the server, its doctor ids by name, and the last impact it answered. */
  http?: HttpScheduleImpact;
  doctorIds: Map<string, number>;
  answered?: ImpactPreview;
  /** Whether the server kept the last change saved (http profile). */
  serverKept?: boolean;
}
const states = new WeakMap<PortalWorld, ScheduleState>();
function state(world: PortalWorld): ScheduleState {
  let s = states.get(world);
  if (!s) states.set(world, (s = { slots: [], today: '', holidays: [], now: new Date(0), calendars: new Map(), booked: new Map(), doctorIds: new Map() }));
  return s;
}

const DAYS: Record<string, number> = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 };
/** "09:05 PM" as minutes since midnight; anything else is not a time. */
function minutes(text: string): number {
  const m = /^(\d\d):(\d\d) (AM|PM)$/.exec(text.trim());
  assert.ok(m, `not a time: ${text}`);
  return ((Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0)) * 60 + Number(m[2]);
}
const range = (text: string) => text.split(' - ').map(minutes) as [number, number];
const slot = (dayOfWeek: number, text: string, split = 15): ScheduleSlot => {
  const [startTime, endTime] = range(text);
  return { dayOfWeek, startTime, endTime, totalSlots: 4, split };
};
const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);
const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const STATUS: Record<string, number> = { confirmed: StatusId.ConfirmedByMedicalCenter, new: StatusId.NewAppointmentRequest, cancelled: StatusId.CancelledByMedicalCenter };

When('the clinic fills a duration from {string} to {string} with {string} bookings of {string} minutes', async function (this: PortalWorld, from: string, to: string, bookings: string, split: string) {
  const time = (t: string) => (/^\d\d:\d\d (AM|PM)$/.test(t) ? minutes(t) : Number.NaN);
  const form = { startTime: time(from), endTime: time(to), totalSlots: bookings, split };
  state(this).errors = durationErrors(form);
  await saveOnServer(this, { slots: [{ dayOfWeek: 1, startTime: form.startTime, endTime: form.endTime, totalSlots: Number(bookings), split: Number(split) }] });
});
const noErrors = (e: DurationErrors | undefined) => Object.values(e ?? {}).every((m) => !m);
Then('the From field reads {string}', function (this: PortalWorld, m: string) { assert.equal(state(this).errors?.startTime ?? '', m); serverAgrees(this, noErrors(state(this).errors)); });
Then('the To field reads {string}', function (this: PortalWorld, m: string) { assert.equal(state(this).errors?.endTime ?? '', m); serverAgrees(this, noErrors(state(this).errors)); });
Then('the bookings field reads {string}', function (this: PortalWorld, m: string) { assert.equal(state(this).errors?.totalSlots ?? '', m); serverAgrees(this, noErrors(state(this).errors)); });
Then('the slot time field reads {string}', function (this: PortalWorld, m: string) { assert.equal(state(this).errors?.split ?? '', m); serverAgrees(this, noErrors(state(this).errors)); });

When('the clinic sets Monday to {string} and {string}', async function (this: PortalWorld, a: string, b: string) {
  const slots = [slot(1, a), slot(1, b)];
  state(this).dayMessage = overlappingIndexes(slots).length > 0 ? 'Slots should be non overlapping' : '';
  await saveOnServer(this, { slots });
});
Then('Monday reads {string}', function (this: PortalWorld, m: string) { assert.equal(state(this).dayMessage, m); serverAgrees(this, m === ''); });

When('the clinic previews a duration from {string} to {string} of {string} minutes', function (this: PortalWorld, from: string, to: string, split: string) {
  state(this).preview = slotRows(splitSlotRange(minutes(from), minutes(to), Number(split)).map((p) => `${formatDayMinutes(p.start)} - ${formatDayMinutes(p.end)}`));
});
Then('the customer sees these rows of slots', function (this: PortalWorld, table: DataTable) { assert.deepEqual(state(this).preview, table.raw()); });

// One phrase for the setting and the check: before the copy it sets the day, after it reads it.
Given(/^(\w+day) runs "([^"]+)"(?: and "([^"]+)")?$/, function (this: PortalWorld, day: string, a: string, b?: string) {
  const s = state(this);
  const wanted = [a, b].filter((x): x is string => Boolean(x)).map((t) => slot(DAYS[day]!, t));
  if (!s.copied) {
    s.slots = [...s.slots.filter((x) => x.dayOfWeek !== DAYS[day]), ...wanted];
    return;
  }
  assert.deepEqual(daySlots(s.slots, DAYS[day]!).map((x) => [x.startTime, x.endTime]), wanted.map((x) => [x.startTime, x.endTime]));
});
When(/^the clinic copies (\w+day) to (\w+day) and (\w+day)$/, function (this: PortalWorld, from: string, a: string, b: string) {
  state(this).slots = copyDay(state(this).slots, DAYS[from]!, [DAYS[a]!, DAYS[b]!]);
  state(this).copied = true;
});

Given('the holidays are set on {string} in India', async function (this: PortalWorld, day: string) {
  state(this).today = day;
  await (await server(this))?.setNow(ist(`${day} 12:00`));
});
When('the clinic adds a holiday from {string} to {string}', async function (this: PortalWorld, start: string, end: string) {
  const s = state(this);
  s.holidayMessage = holidayRangeError(start, end, s.today);
  if (!s.holidayMessage) s.holidays = addHolidayRange(s.holidays, start, end, 'clinic');
  await saveOnServer(this, { holidays: [{ date: start, endDate: end }] });
});
Then('the holiday form reads {string}', function (this: PortalWorld, m: string) { assert.equal(state(this).holidayMessage ?? '', m); serverAgrees(this, m === ''); });
Given("the doctor's holidays are {string}", function (this: PortalWorld, days: string) { state(this).holidays = list(days).map((date) => ({ date })); });
Given("the doctor's saved holidays are {string}", async function (this: PortalWorld, days: string) {
  state(this).holidays = list(days).map((date, i) => ({ id: i + 1, date, isActive: true }));
  await saveOnServer(this, { holidays: list(days).map((date) => ({ date })) });
  serverAgrees(this, true);
});
Then('the holiday grid reads', function (this: PortalWorld, table: DataTable) {
  const grid = holidayGrid(state(this).holidays, state(this).today).map((m) => ({ month: m.label, holidays: m.runs.map(runLabel).join(', ') }));
  assert.deepEqual(grid, table.hashes());
});
When('the clinic removes the holiday {string}', async function (this: PortalWorld, day: string) {
  const s = state(this);
  s.holidays = removeHoliday(s.holidays, day, 'clinic');
  const removed = s.holidays.find((h) => h.date === day);
  await saveOnServer(this, { holidays: [{ id: removed?.id ?? null, date: day, isActive: false }] });
  serverAgrees(this, true);
});
Then(/^the saved holiday "([^"]+)" is (active|inactive)$/, function (this: PortalWorld, day: string, active: string) {
  const h = state(this).holidays.find((x) => x.date === day);
  assert.ok(h?.id, `no saved holiday ${day}`);
  assert.equal(h.isActive !== false, active === 'active');
});
Then("the doctor's active holidays are {string}", function (this: PortalWorld, days: string) { assert.deepEqual(activeHolidayDays(state(this).holidays), list(days)); });

Given('the clinic clock reads {string} in India', async function (this: PortalWorld, at: string) {
  state(this).now = ist(at);
  await (await server(this))?.setNow(ist(at));
});
Given(/^Dr (\w+) works Mondays "([^"]+)" in slots of (\d+) minutes$/, async function (this: PortalWorld, name: string, hours: string, split: string) {
  const slots = [slot(1, hours, Number(split))];
  state(this).calendars.set(name, { slots, holidays: [] });
  const http = await server(this);
  if (http) state(this).doctorIds.set(name, await http.addDoctor(slots));
});
Given(/^Dr (\w+) has these appointments$/, async function (this: PortalWorld, name: string, table: DataTable) {
  const booked = table.hashes().map((r) => ({ requestId: Number(r.request), doctorId: 1, at: ist(r.at!), statusId: STATUS[r.status!]! }));
  state(this).booked.set(name, booked);
  const http = await server(this);
  for (const b of http ? booked : []) await http!.addConsult(state(this).doctorIds.get(name)!, b.requestId, b.at, b.statusId);
});
Given(/^Dr (\w+) has an appointment at "([^"]+)"$/, function (this: PortalWorld, name: string, at: string) {
  state(this).booked.set(name, [{ requestId: 99, doctorId: 2, at: ist(at), statusId: StatusId.ConfirmedByMedicalCenter }]);
});
/** The http profile's server, opened for the first step that needs it. */
async function server(world: PortalWorld): Promise<HttpScheduleImpact | undefined> {
  if (world.ability !== 'http') return undefined;
  const s = state(world);
  s.http ??= await HttpScheduleImpact.open();
  return s.http;
}
After(function (this: PortalWorld) { states.get(this)?.http?.close(); });

/**
 * The http profile: saves a change of the scenario's doctor as the screens do, keeps whether the
 * server kept it, and takes the doctor's holidays as the server stored them (ids included).
 */
async function saveOnServer(world: PortalWorld, change: CalendarChange): Promise<void> {
  const http = await server(world);
  if (!http) return;
  const s = state(world);
  if (!s.doctorIds.has('scenario')) s.doctorIds.set('scenario', await http.addDoctor([]));
  const doctorId = s.doctorIds.get('scenario')!;
  s.serverKept = await http.save(doctorId, change);
  if (change.holidays) s.holidays = [...(await http.doctor(doctorId)).holidays];
}

/** The http profile: the server kept the change exactly when the form had nothing to say. */
function serverAgrees(world: PortalWorld, formAccepts: boolean): void {
  const s = state(world);
  if (s.http) assert.equal(s.serverKept, formAccepts, formAccepts ? 'the server refused what the form accepts' : 'the server kept what the form refuses');
}

/** The rule over core, or (http profile) the server's answer to the same proposal. */
async function propose(world: PortalWorld, after: DoctorCalendar, change: { holidays?: { date: string }[]; slots?: ScheduleSlot[] }) {
  const s = state(world);
  const before = s.calendars.get('Rao')!;
  s.calendars.set('Rao', after);
  const http = await server(world);
  if (http) {
    s.answered = await http.impact(s.doctorIds.get('Rao')!, change);
    s.message = s.answered.message;
    s.hit = s.answered.consults.map((c) => ({ requestId: c.requestId, doctorId: 0, at: c.at, statusId: 0 }));
    return;
  }
  s.hit = consultsHitByChange(s.booked.get('Rao') ?? [], before, after, s.now);
  s.message = impactHeadline(s.hit.length);
}
When('the clinic proposes a holiday on {string}', function (this: PortalWorld, day: string) {
  const before = state(this).calendars.get('Rao')!;
  return propose(this, { ...before, holidays: [...before.holidays, { date: day }] }, { holidays: [{ date: day }] });
});
When('the clinic proposes Monday {string}', function (this: PortalWorld, hours: string) {
  const before = state(this).calendars.get('Rao')!;
  const shortened = { ...slot(1, hours, before.slots[0]!.split), id: 1 };
  return propose(this, { ...before, slots: [shortened] }, { slots: [shortened] });
});
Then('the clinic is told {string}', function (this: PortalWorld, m: string) { assert.equal(state(this).message, m); });
Then('the hit appointments are {string}', function (this: PortalWorld, ids: string) { assert.deepEqual(state(this).hit?.map((c) => c.requestId), list(ids).map(Number)); });
Then(/^the next free slot of Dr (\w+) after "([^"]+)" is "([^"]+)"$/, function (this: PortalWorld, name: string, after: string, expected: string) {
  const s = state(this);
  // Over HTTP the screen reads it beside the hit appointment booked at that time.
  const offered = s.answered?.consults.find((c) => c.at.getTime() === ist(after).getTime());
  const next = s.answered ? offered?.nextFreeSlot : nextFreeSlot(s.calendars.get(name)!, (s.booked.get(name) ?? []).map((b) => b.at), ist(after));
  assert.deepEqual(next, ist(expected));
});
Then(/^Dr (\w+) is (free|not free) at "([^"]+)"$/, function (this: PortalWorld, name: string, free: string, at: string) {
  const s = state(this);
  assert.equal(isFreeAt(s.calendars.get(name)!, (s.booked.get(name) ?? []).map((b) => b.at), ist(at)), free === 'free');
});
