import assert from 'node:assert/strict';
import { After, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { PortalWorld } from '../support/world.ts';
import type { ScheduleSlot } from '../../core/doctors/schedule-week.ts';
import { InMemoryConsultDesk, type ConsultDesk, type ScenarioAction, type ScenarioDay } from '../support/abilities/consult-desk.ts';
import { OfflineAction } from '../../core/consults/offline-actions.ts';

/** What a consult scenario has on the table, per world. */
interface ConsultState {
  desk: ConsultDesk;
  now: Date;
  doctors: Map<string, { id?: number; slots: ScheduleSlot[]; holidays: string[]; fee: number }>;
  consults: Map<number, number>;
  refusal?: string | null;
  days?: ScenarioDay[];
}
const states = new WeakMap<PortalWorld, ConsultState>();
function state(world: PortalWorld): ConsultState {
  const s = states.get(world);
  assert.ok(s, "a consult scenario starts with the clinic's clock");
  return s;
}

const DAYS: Record<string, number> = { Sundays: 0, Mondays: 1, Tuesdays: 2, Wednesdays: 3, Thursdays: 4, Fridays: 5, Saturdays: 6 };
/** "2026-11-30 09:15" in India time. */
const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);
const stamp = (text: string) => `${text}:00.000`;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const list = (text: string) => text.split(',').map((x) => x.trim()).filter(Boolean);

/** The doctor's id, creating the doctors declared so far on first use (a doctor is stored whole). */
async function doctorId(world: PortalWorld, name: string): Promise<number> {
  const s = state(world);
  const d = s.doctors.get(name);
  assert.ok(d, `doctor ${name} was not introduced`);
  d.id ??= await s.desk.addDoctor(d);
  return d.id;
}
const consultId = (world: PortalWorld, n: number) => {
  const id = state(world).consults.get(n);
  assert.ok(id, `consult ${n} was not arranged`);
  return id;
};

Given("the clinic's clock reads {string}", async function (this: PortalWorld, at: string) {
  const desk: ConsultDesk = this.ability === 'http' ? await (await import('../support/abilities/http-consult-desk.ts')).HttpConsultDesk.open() : new InMemoryConsultDesk();
  states.set(this, { desk, now: ist(at), doctors: new Map(), consults: new Map() });
  await desk.setNow(ist(at));
});
After(function (this: PortalWorld) {
  states.get(this)?.desk.close();
});

Given('doctor {word} sees patients on {word} from {string} to {string} with {int} bookings of {int} minutes', function (this: PortalWorld, name: string, days: string, from: string, to: string, bookings: number, split: number) {
  const s = state(this);
  const d = s.doctors.get(name) ?? { slots: [], holidays: [], fee: 600 };
  for (const day of days.split('+')) d.slots.push({ dayOfWeek: DAYS[day]!, startTime: minutes(from), endTime: minutes(to), totalSlots: bookings, split });
  s.doctors.set(name, d);
});
Given('doctor {word} is on holiday on {string}', function (this: PortalWorld, name: string, day: string) {
  state(this).doctors.get(name)!.holidays.push(day);
});
Given('doctor {word} charges {int}', function (this: PortalWorld, name: string, fee: number) {
  state(this).doctors.get(name)!.fee = fee;
});

async function arrange(world: PortalWorld, n: number, name: string, statusId: number, at: string, rescheduled = 0, max: number | null = null) {
  const s = state(world);
  const doctor = await doctorId(world, name);
  s.consults.set(n, await s.desk.addConsult({ doctorId: doctor, at: ist(at), statusId, fee: s.doctors.get(name)!.fee, rescheduleCount: rescheduled, maxRescheduleCount: max }));
}
Given('consult {int} with {word} in status {int} at {string}', function (this: PortalWorld, n: number, name: string, statusId: number, at: string) {
  return arrange(this, n, name, statusId, at);
});
Given('consult {int} with {word} in status {int} at {string}, rescheduled {int} of at most {int} times', function (this: PortalWorld, n: number, name: string, statusId: number, at: string, done: number, max: number) {
  return arrange(this, n, name, statusId, at, done, max);
});
Given('consult {int} with {word} in status {int} at {string}, rescheduled {int} times without a limit set', function (this: PortalWorld, n: number, name: string, statusId: number, at: string, done: number) {
  return arrange(this, n, name, statusId, at, done, null);
});

Then('consult {int} shows on the {string} tab in {string}', async function (this: PortalWorld, n: number, tab: string, subTabs: string) {
  assert.deepEqual(await state(this).desk.placement(consultId(this, n)), { tab, subTabs: list(subTabs) });
});
Then('consult {int} offers {string}', async function (this: PortalWorld, n: number, actions: string) {
  const offered = (await state(this).desk.nextActions(consultId(this, n))).filter((a) => a.disabledReason === null).map((a) => a.label);
  assert.deepEqual(offered, list(actions));
});
Then('consult {int} shows {string} disabled with {string}', async function (this: PortalWorld, n: number, label: string, reason: string) {
  const action = (await state(this).desk.nextActions(consultId(this, n))).find((a) => a.label === label);
  assert.equal(action?.disabledReason, reason);
});

/** What each dialog sends when filled in as the spec asks. */
const VALID: Record<string, ScenarioAction> = {
  Confirm: { action: OfflineAction.Confirm, remarks: '' },
  Reject: { action: OfflineAction.Reject, remarks: 'OPD Closed' },
  'Mark Not Attended': { action: OfflineAction.NotAttended, remarks: 'Patient Did Not Turn Up' },
  'Mark Attended': { action: OfflineAction.Attended, remarks: 'Seen', userFeedback: 'Satisfied' },
  'Upload Rx': { action: OfflineAction.UploadDocument, remarks: 'Prescription', reports: 1 },
};
When('the clinic takes {string} on consult {int}', async function (this: PortalWorld, label: string, n: number) {
  state(this).refusal = await state(this).desk.act(consultId(this, n), VALID[label]!);
});
When('the clinic takes {string} on consult {int} with remarks {string}', async function (this: PortalWorld, label: string, n: number, remarks: string) {
  state(this).refusal = await state(this).desk.act(consultId(this, n), { ...VALID[label]!, remarks });
});
When('the clinic marks consult {int} attended with remarks {string} and no feedback', async function (this: PortalWorld, n: number, remarks: string) {
  state(this).refusal = await state(this).desk.act(consultId(this, n), { action: OfflineAction.Attended, remarks });
});
When('the clinic uploads no file for consult {int}', async function (this: PortalWorld, n: number) {
  state(this).refusal = await state(this).desk.act(consultId(this, n), { action: OfflineAction.UploadDocument, remarks: 'Prescription', reports: 0 });
});
When('the clinic reschedules consult {int} to {string}', async function (this: PortalWorld, n: number, at: string) {
  state(this).refusal = await state(this).desk.act(consultId(this, n), { action: OfflineAction.Reschedule, remarks: 'Doctor In OT', scheduledAppointmentDate: stamp(at) });
});
When('the clinic reschedules consult {int} without a slot', async function (this: PortalWorld, n: number) {
  state(this).refusal = await state(this).desk.act(consultId(this, n), { action: OfflineAction.Reschedule, remarks: 'Doctor In OT' });
});
When('the clinic moves consult {int} to doctor {word} at {string}', async function (this: PortalWorld, n: number, name: string, at: string) {
  const doctor = await doctorId(this, name);
  state(this).refusal = await state(this).desk.act(consultId(this, n), { action: OfflineAction.ChangeDoctor, remarks: 'Doctor On Leave', doctorId: doctor, scheduledAppointmentDate: stamp(at) });
});

Then('it applies', function (this: PortalWorld) {
  assert.equal(state(this).refusal, null);
});
Then('it is refused with {string}', function (this: PortalWorld, reason: string) {
  assert.equal(state(this).refusal, reason);
});
Then('consult {int} is in status {int}', async function (this: PortalWorld, n: number, statusId: number) {
  assert.equal((await state(this).desk.consult(consultId(this, n))).statusId, statusId);
});
Then('consult {int} is with {word} at {string}, rescheduled {int} time(s)', async function (this: PortalWorld, n: number, name: string, at: string, count: number) {
  const c = await state(this).desk.consult(consultId(this, n));
  assert.deepEqual([c.doctorId, c.at.toISOString(), c.rescheduleCount], [await doctorId(this, name), ist(at).toISOString(), count]);
});

When('the clinic opens the calendar of consult {int}', async function (this: PortalWorld, n: number) {
  const s = state(this);
  const c = await s.desk.consult(consultId(this, n));
  s.days = await s.desk.calendar(consultId(this, n), c.doctorId);
});
When('the clinic opens the calendar of doctor {word} for consult {int}', async function (this: PortalWorld, name: string, n: number) {
  state(this).days = await state(this).desk.calendar(consultId(this, n), await doctorId(this, name));
});
const day = (world: PortalWorld, date: string) => {
  const found = state(world).days?.find((d) => d.dateString === date);
  assert.ok(found, `the calendar has no ${date}`);
  return found;
};
Then('the calendar shows {int} days from {string}', function (this: PortalWorld, count: number, first: string) {
  assert.deepEqual([state(this).days?.length, state(this).days?.[0]?.dateString], [count, first]);
});
Then('{string} offers {string}', function (this: PortalWorld, date: string, times: string) {
  const d = day(this, date);
  assert.equal(d.noSlotReason, null);
  assert.deepEqual(d.slots.filter((x) => x.placesLeft > 0).map((x) => x.start.slice(11, 16)), list(times));
});
Then('{string} shows {string} as taken', function (this: PortalWorld, date: string, time: string) {
  assert.equal(day(this, date).slots.find((x) => x.start.slice(11, 16) === time)?.placesLeft, 0);
});
Then('{string} cannot be picked: {string}', function (this: PortalWorld, date: string, reason: string) {
  assert.deepEqual([day(this, date).noSlotReason, day(this, date).slots.filter((x) => x.placesLeft > 0)], [reason, []]);
});

When('the clinic holds {string} for consult {int}', async function (this: PortalWorld, at: string, n: number) {
  const s = state(this);
  s.refusal = await s.desk.hold(consultId(this, n), (await s.desk.consult(consultId(this, n))).doctorId, stamp(at));
});
When('{int} minutes pass', async function (this: PortalWorld, count: number) {
  const s = state(this);
  s.now = new Date(s.now.getTime() + count * 60_000);
  await s.desk.setNow(s.now);
});
Then('it is refused with {string} for consult {int}', function (this: PortalWorld, reason: string, n: number) {
  assert.equal(state(this).refusal, reason.replace('{id}', String(consultId(this, n))));
});

// ---- SLA breach counts ---------------------------------------------------------------------------

Given('consult {int} with {word} in status {int} at {string}, last changed {string}', async function (this: PortalWorld, n: number, name: string, statusId: number, at: string, changed: string) {
  const s = state(this);
  const doctor = await doctorId(this, name);
  s.consults.set(n, await s.desk.addConsult({ doctorId: doctor, at: ist(at), statusId, fee: s.doctors.get(name)!.fee, changedAt: ist(changed) }));
});
Then('the offline {word} show past SLA:', async function (this: PortalWorld, which: string, table: DataTable) {
  const breaches = await state(this).desk.breaches();
  const shown = which === 'tabs' ? breaches.tabs : breaches.subTabs;
  const expected = table.hashes().map((row) => [row.list, Number(row['past SLA'])]);
  assert.deepEqual(expected.map(([list]) => [list, shown[list as string]]), expected);
});
Then('Priority Cases on {string} lists consult(s) {string}', async function (this: PortalWorld, listName: string, numbers: string) {
  const [tab, subTab] = listName.split(' / ');
  const got = await state(this).desk.pastSlaOnly(tab, subTab ?? null);
  assert.deepEqual([...got].sort(), list(numbers).map((n) => consultId(this, Number(n))).sort());
});
