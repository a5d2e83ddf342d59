import { describe, expect, it } from 'vitest';
import { LabDeskRefusal } from '../../../../core/appointments/lab-desk.port.ts';
import { FakeOfflineDeskPort, offlineRequest } from '../offline-desk.fixture.ts';
import { MoveFormModel } from './move-form.model.ts';

const T0 = new Date('2026-03-10T06:30:00Z').getTime();

function form(action: 'Reschedule' | 'CHANGE_DOCTOR', port = new FakeOfflineDeskPort()) {
  let now = T0;
  let tick: (() => void) | undefined;
  const model = new MoveFormModel(port, { now: () => new Date(now) }, action, offlineRequest({ id: 9 }), (t) => ((tick = t), () => (tick = undefined)));
  const advance = (seconds: number) => {
    now += seconds * 1000;
    tick?.();
  };
  return { model, port, advance, ticking: () => tick !== undefined };
}

describe('the reschedule form', () => {
  it("shows the request's doctor's days; a day with a reason cannot be picked", async () => {
    const { model, port } = form('Reschedule');
    await model.start();
    expect(port.calendars).toEqual([{ requestId: 9, providerId: 101, doctorId: 301 }]);
    // The first pickable day is picked for the user.
    expect(model.picker.day).toBe('2026-03-11');
    model.picker.pickDay('2026-03-10');
    expect(model.picker.day).toBe('2026-03-11');
  });

  it('holds a picked slot with a countdown and saves only with a reason and the slot', async () => {
    const { model, port, advance, ticking } = form('Reschedule');
    await model.start();
    expect(model.problem).toBe('Please choose a reason');
    model.choice.setReason('Doctor On Leave');
    expect(model.problem).toBe('Please select a time slot');
    const [open, full] = model.picker.pickedDay!.slots;
    await model.picker.pickSlot(full);
    expect(port.holds).toEqual([]);
    await model.picker.pickSlot(open);
    expect(port.holds).toEqual([{ requestId: 9, doctorId: 301, slot: '2026-03-11 10:00:00.000' }]);
    expect(model.picker.countdown).toBe('Held for 5:00');
    advance(61);
    expect(model.picker.countdown).toBe('Held for 3:59');
    expect(model.problem).toBeUndefined();
    expect(model.item).toEqual({ requestId: 9, action: 'Reschedule', remarks: 'Doctor On Leave', scheduledAppointmentDate: '2026-03-11 10:00:00.000', doctorId: 301 });
    advance(240);
    expect([model.picker.slot, model.picker.message, ticking()]).toEqual([undefined, 'Your hold on the slot lapsed; please choose a slot again', false]);
    expect(model.problem).toBe('Please select a time slot');
  });

  it('says a slot was just taken (409) and asks for the calendar again', async () => {
    const port = new FakeOfflineDeskPort();
    port.holdError = new LabDeskRefusal('This slot was just taken; please choose another', 409);
    const { model } = form('Reschedule', port);
    await model.start();
    await model.picker.pickSlot(model.picker.pickedDay!.slots[0]);
    expect(model.picker.message).toBe('This slot was just taken; please choose another');
    expect(model.picker.slot).toBeUndefined();
    expect(port.calendars).toHaveLength(2);
  });

  it('gives a held slot back when released', async () => {
    const { model, port } = form('Reschedule');
    await model.start();
    await model.picker.pickSlot(model.picker.pickedDay!.slots[0]);
    model.picker.release();
    expect(port.released).toEqual([9]);
    model.picker.release();
    expect(port.released).toEqual([9]);
  });
});

describe('the change doctor form', () => {
  it("lists the other doctors, then shows the chosen doctor's calendar", async () => {
    const { model, port } = form('CHANGE_DOCTOR');
    await model.start();
    expect(model.doctors).toEqual([{ doctorId: 302, doctorName: 'Dr. Kiran Rao' }]);
    expect(port.calendars).toEqual([]);
    model.choice.setReason('Others');
    model.choice.setOthersText('Doctor called away');
    expect(model.problem).toBe('Please choose another doctor');
    model.chooseDoctor(302);
    await new Promise((r) => setTimeout(r, 0));
    expect(port.calendars).toEqual([{ requestId: 9, providerId: 101, doctorId: 302 }]);
    await model.picker.pickSlot(model.picker.pickedDay!.slots[0]);
    expect(port.holds[0]).toMatchObject({ doctorId: 302 });
    expect(model.item).toMatchObject({ action: 'CHANGE_DOCTOR', doctorId: 302, remarks: 'Others - Doctor called away', scheduledAppointmentDate: '2026-03-11 10:00:00.000' });
    expect(model.problem).toBeUndefined();
  });
});
