import { describe, expect, it } from 'vitest';
import type { AppointmentOrder } from '../../../core/orders/appointment-order.ts';
import type { AppointmentOrderPort } from '../../../core/orders/appointment-order.port.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { CreateAppointmentViewModel, type CasePrefill } from './create-appointment.view-model.ts';

const NOW = new Date('2026-11-22T06:30:00Z');
const CASE: CasePrefill = { caseId: '70000001', name: 'Kiran Rao', phone: '9812345670', email: 'kiran@mail.test', memberId: 'MEM-1', city: 'bengaluru', state: 'Karnataka', dnd: true, dndCustomer: false };

/** A small insurance service: one state, one city, one locality with one centre, one package. */
function fakePort(sent: { order: AppointmentOrder; key: string }[], open: number[] = []): AppointmentOrderPort {
  return {
    states: async () => [{ id: 1, name: 'Karnataka' }],
    cities: async () => [{ id: 11, name: 'Bengaluru' }],
    localities: async () => [{ id: 111, name: 'Indiranagar' }],
    centres: async () => [{ id: 101, name: 'Indiranagar Lab', city: 'Bengaluru', location: 'Indiranagar' }],
    packages: async () => [{ perId: 8001, name: 'Health Check', price: 1000, serviceTax: 180, contractId: 9782 }],
    openRequests: async () => open,
    create: async (order, key) => {
      sent.push({ order, key });
      return sent.length === 1 ? { created: false, serverMessage: 'Centre is closed' } : { created: true, orderNumber: '50000001' };
    },
  };
}

function form(port: AppointmentOrderPort) {
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('insurercallCentre', { user: { entityId: 300 } }));
  const navigator = new AppNavigator();
  const went: string[] = [];
  navigator.attach((to) => went.push(to));
  return { vm: new CreateAppointmentViewModel(port, current, { now: () => NOW }, navigator), went };
}

describe('the Create Appointment form opened from an e-sales case', () => {
  it("is filled from the case, finds the case's state and city, and names the case in the order", async () => {
    const sent: { order: AppointmentOrder; key: string }[] = [];
    const { vm, went } = form(fakePort(sent));
    await vm.start(CASE);
    expect(vm.fields).toMatchObject({ name: 'Kiran Rao', mobile: '9812345670', email: 'kiran@mail.test', uniqueId: 'MEM-1' });
    expect(vm.choices).toMatchObject({ stateId: 1, cityId: 11, localityId: null });

    vm.setField('gender', 'Male');
    vm.setField('firstDay', '2026-11-23');
    vm.setField('firstTime', '10:30');
    await vm.togglePackage(8001);
    await vm.chooseLocality(111);
    vm.chooseCentre(101);
    await vm.submit();
    expect(vm.resultTitle).toBe('Order Creation Failed');
    expect(vm.resultText).toBe('Unable to create appointment: Centre is closed');

    // Retry closes the result and sends the same order under the same key: the server creates it once.
    vm.retry();
    await vm.submit();
    expect(vm.resultTitle).toBe('Order Created');
    expect(vm.resultText).toBe('Appointment created successfully, Order Number: 50000001');
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.order.orderItems[0]!.additionalProperties).toMatchObject({ id: '70000001', DND: true, DNDCustomer: false });
    expect(sent[1]!.order.orderItems[0]!.preferredDC[0]).toMatchObject({ id: 101, firstPrefTime: '2026-11-23T05:00:00.000Z' });

    // Create Another starts over from the case, under a new key; Appointments goes to the list.
    vm.createAnother();
    expect(vm.outcome).toBeNull();
    expect(vm.fields.gender).toBe('');
    expect(vm.fields.name).toBe('Kiran Rao');
    await expect.poll(() => vm.choices).toMatchObject({ stateId: 1, cityId: 11, localityId: null });
    vm.goToAppointments();
    expect(went).toEqual(['/insurercallCentre/appointments']);
  });

  it('warns with the open requests before sending, and sends only when told to go ahead', async () => {
    const sent: { order: AppointmentOrder; key: string }[] = [];
    const { vm } = form(fakePort(sent, [10000007]));
    await vm.start(CASE);
    vm.setField('gender', 'Female');
    vm.chooseVisit('Home Visit');
    vm.setField('addressLine1', '12 MG Road');
    vm.setField('firstDay', '2026-11-23');
    vm.setField('firstTime', '10:30');
    await vm.togglePackage(8001);
    await vm.submit();
    expect(vm.duplicateText).toBe('This customer already has open appointment requests: 10000007. Create another anyway?');
    expect(sent).toHaveLength(0);
    await vm.confirmDuplicate();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.order.orderItems[0]).toMatchObject({ visitType: 'Home_Visit', addressLine1: '12 MG Road' });
  });

  it('sends nothing while a rule is broken, and shows its message once a submit was tried', async () => {
    const sent: { order: AppointmentOrder; key: string }[] = [];
    const { vm } = form(fakePort(sent));
    await vm.start();
    expect(vm.shown('name')).toBeUndefined();
    await vm.submit();
    expect(vm.shown('name')).toBe('Name must be longer than 3 charecters');
    expect(vm.shown('centre')).toBe('Choose a diagnostic centre');
    expect(sent).toHaveLength(0);
  });

  it('waits while a date field holds typed text that is not a day, and sends once the field is fixed', async () => {
    const sent: { order: AppointmentOrder; key: string }[] = [];
    const { vm } = form(fakePort(sent));
    await vm.start(CASE);
    vm.setField('gender', 'Male');
    vm.setField('firstDay', '2026-11-23');
    vm.setField('firstTime', '10:30');
    await vm.togglePackage(8001);
    await vm.chooseLocality(111);
    vm.chooseCentre(101);
    vm.typed.report('firstDay', 'There is no such date');
    await vm.submit();
    expect(sent).toHaveLength(0);
    vm.typed.report('firstDay', undefined);
    await vm.submit();
    expect(sent).toHaveLength(1);
  });
});
