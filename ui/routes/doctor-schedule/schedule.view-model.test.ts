import { describe, expect, it } from 'vitest';
import type { CalendarChange, ImpactDecision, ImpactPreview, ScheduleDoctor, ScheduleEditorPort } from '../../../core/doctors/schedule-editor.port.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { ScheduleViewModel } from './schedule.view-model.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { HolidaysViewModel } from '../doctor-holidays/holidays.view-model.ts';

const DOCTOR: ScheduleDoctor = {
  doctorId: 301, providerId: 130, name: 'Dr Ananya Rao', qcStatus: 'Passed',
  slots: [{ id: 1, dayOfWeek: 1, startTime: 540, endTime: 600, totalSlots: 4, split: 15 }],
  holidays: [{ id: 9, date: '2026-12-10', isActive: true }],
};
const HIT: ImpactPreview = {
  message: '1 booked appointment falls on these days',
  consults: [{ requestId: 77, patientName: 'Asha', at: new Date('2026-11-30T03:30:00Z'), reassignTo: [{ doctorId: 304, doctorName: 'Dr Arjun Reddy' }], nextFreeSlot: null }],
};

function fakePort(log: { saved: CalendarChange[]; applied: ImpactDecision[][] }, preview: ImpactPreview = { message: '0 booked appointments fall on these days', consults: [] }): ScheduleEditorPort {
  return {
    doctor: async () => DOCTOR,
    save: async (_d, change) => void log.saved.push(change),
    impact: async () => preview,
    applyImpact: async (_id, decisions) => {
      log.applied.push([...decisions]);
      return decisions.map((d) => ({ requestId: d.requestId, success: true, error: null }));
    },
  };
}
const session = () => {
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('dcadmin', { user: { providerId: 130, firstName: 'Meera' } }));
  return current;
};
const toaster = (toasts: string[]) => ({ success: (m: string) => toasts.push(m), error: (m: string) => toasts.push(m), info: (m: string) => toasts.push(m) });

describe('ScheduleViewModel', () => {
  it('shows the rules once Save is pressed and saves nothing while one fails', async () => {
    const log = { saved: [] as CalendarChange[], applied: [] as ImpactDecision[][] };
    const vm = new ScheduleViewModel(fakePort(log), session(), toaster([]), new AppNavigator());
    await vm.load(301);
    vm.addDuration(1);
    const added = vm.rows(1)[1]!;
    vm.setField(1, added.key, 'startTime', '570');
    vm.setField(1, added.key, 'endTime', '660');
    vm.setField(1, added.key, 'totalSlots', '101');
    vm.setField(1, added.key, 'split', '15');
    expect(vm.shownErrors(added.key)).toEqual({});
    await vm.save();
    expect(vm.shownErrors(added.key)).toEqual({ totalSlots: 'Must be less than 100', overlap: 'Slots should be non overlapping' });
    expect(log.saved).toEqual([]);
  });

  it('previews the Customer View three to a row, copies a day and saves with the removed slot inactive', async () => {
    const log = { saved: [] as CalendarChange[], applied: [] as ImpactDecision[][] };
    const toasts: string[] = [];
    const vm = new ScheduleViewModel(fakePort(log), session(), toaster(toasts), new AppNavigator());
    await vm.load(301);
    expect(vm.previewRows).toEqual([['09:00 AM - 09:15 AM', '09:15 AM - 09:30 AM', '09:30 AM - 09:45 AM'], ['09:45 AM - 10:00 AM']]);
    vm.toggleCopyTo(2);
    vm.copyDay();
    vm.removeDuration(1, vm.rows(1)[0]!.key);
    await vm.save();
    expect(log.saved[0]!.slots!.map((s) => [s.id ?? null, s.dayOfWeek, s.isActive])).toEqual([[1, 1, false], [null, 2, true]]);
    expect(toasts).toEqual(['Schedule Saved Successfully']);
  });
});

describe('Submit to QC from the Schedule (spec 3 §4.2)', () => {
  it('a draft doctor with slots is sent to QC and goes back to the Doctor List; without slots it is a plain Save', async () => {
    const log = { saved: [] as CalendarChange[], applied: [] as ImpactDecision[][] };
    const port = { ...fakePort(log), doctor: async () => ({ ...DOCTOR, qcStatus: 'Draft' as const }) };
    const navigator = new AppNavigator();
    const went: string[] = [];
    navigator.attach((to) => void went.push(String(to)));
    const vm = new ScheduleViewModel(port, session(), toaster([]), navigator);
    await vm.load(301);
    expect(vm.saveLabel).toBe('Submit to QC');
    vm.removeDuration(1, vm.rows(1)[0]!.key);
    expect(vm.saveLabel).toBe('Save');
    vm.addDuration(2);
    const row = vm.rows(2)[0]!;
    for (const [field, value] of [['startTime', '600'], ['endTime', '660'], ['totalSlots', '4'], ['split', '15']] as const) vm.setField(2, row.key, field, value);
    await vm.save();
    expect(log.saved[0]!.submitToQc).toBe(true);
    expect(went).toEqual(['/offlineConsults/DoctorManagement']);
  });
});

describe('HolidaysViewModel and the impact review', () => {
  const clock = { now: () => new Date('2026-11-23T06:30:00Z') };
  it('refuses a range by the spec wording and merges days into the grid', async () => {
    const log = { saved: [] as CalendarChange[], applied: [] as ImpactDecision[][] };
    const vm = new HolidaysViewModel(fakePort(log), session(), toaster([]), clock);
    await vm.load(301);
    vm.setStart('2026-12-05');
    vm.setEnd('2026-12-01');
    vm.addHoliday();
    expect(vm.rangeError).toBe('Start date cannot be greater than end date');
    vm.setStart('2026-12-08');
    vm.setEnd('2026-12-09');
    vm.addHoliday();
    expect(vm.grid[1]!.runs).toEqual([{ start: '2026-12-08', end: '2026-12-10', days: 3 }]);
  });

  it('waits while a date field holds typed text that is not a day: Add Holiday adds nothing and Save sends nothing', async () => {
    const log = { saved: [] as CalendarChange[], applied: [] as ImpactDecision[][] };
    const vm = new HolidaysViewModel(fakePort(log), session(), toaster([]), clock);
    await vm.load(301);
    vm.setStart('2026-12-08');
    vm.setEnd('2026-12-09');
    vm.typed.report('end', 'There is no such date');
    vm.addHoliday();
    expect([vm.changes, vm.rangeError]).toEqual([[], null]);
    vm.typed.report('end', undefined);
    vm.addHoliday();
    expect(vm.changes).toEqual([{ date: '2026-12-08', endDate: '2026-12-09' }]);

    vm.typed.report('start', 'There is no such date');
    await vm.save();
    expect(log.saved).toEqual([]);
    vm.typed.report('start', undefined);
    await vm.save();
    expect(log.saved).toEqual([{ holidays: [{ date: '2026-12-08', endDate: '2026-12-09' }] }]);
  });

  it('lists the hit appointments before saving; Cancel saves nothing, Confirm saves then applies the choice', async () => {
    const log = { saved: [] as CalendarChange[], applied: [] as ImpactDecision[][] };
    const toasts: string[] = [];
    const vm = new HolidaysViewModel(fakePort(log, HIT), session(), toaster(toasts), clock);
    await vm.load(301);
    vm.setStart('2026-11-30');
    vm.setEnd('2026-11-30');
    vm.addHoliday();
    await vm.save();
    expect(vm.review?.preview.message).toBe('1 booked appointment falls on these days');
    expect(vm.review?.allowed(HIT.consults[0]!)).toEqual(['Reassign', 'Keep']);
    vm.cancelReview();
    expect(log.saved).toEqual([]);
    await vm.save();
    vm.review!.chooseForAll('Reassign');
    await vm.confirmReview();
    expect(log.saved).toEqual([{ holidays: [{ date: '2026-11-30', endDate: '2026-11-30' }] }]);
    expect(log.applied).toEqual([[{ requestId: 77, choice: 'Reassign', toDoctorId: 304 }]]);
    expect(vm.review).toBeNull();
    expect(toasts).toEqual(['Holidays Saved Successfully']);
  });
});

describe('a move the server refuses', () => {
  it('keeps the review open with that consult only; confirming again applies without saving twice', async () => {
    const log = { saved: [] as CalendarChange[], applied: [] as ImpactDecision[][] };
    const port = fakePort(log, HIT);
    let refuse = true;
    port.applyImpact = async (_id, decisions) => {
      log.applied.push([...decisions]);
      return decisions.map((d) => ({ requestId: d.requestId, success: !refuse, error: refuse ? 'The chosen doctor is not free at that time' : null }));
    };
    const toasts: string[] = [];
    const vm = new HolidaysViewModel(port, session(), toaster(toasts), { now: () => new Date('2026-11-23T06:30:00Z') });
    await vm.load(301);
    vm.setStart('2026-11-30');
    vm.setEnd('2026-11-30');
    vm.addHoliday();
    await vm.save();
    vm.review!.chooseForAll('Reassign');
    await vm.confirmReview();
    expect(vm.applyErrors.map((r) => r.error)).toEqual(['The chosen doctor is not free at that time']);
    expect(vm.review?.changeSaved).toBe(true);
    expect(vm.review?.choiceOf(77)).toEqual({ choice: 'Reassign', toDoctorId: 304 });
    refuse = false;
    await vm.confirmReview();
    expect(log.saved).toHaveLength(1);
    expect(log.applied).toHaveLength(2);
    expect(vm.review).toBeNull();
    expect(toasts).toEqual(['Saved; some appointments could not be changed', 'Holidays Saved Successfully']);
  });
});
