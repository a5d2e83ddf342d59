// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { seriousViolations } from '../../testing/axe.ts';
import { currentProfile, renderApp } from '../../testing/render-app.tsx';
import { ALL_OFFLINE_FEATURES, sessionFor } from '../../testing/sessions.fixture.ts';

const session = sessionFor('dcadmin', { features: ALL_OFFLINE_FEATURES, services: ['OFFLINE_CONSULTS'] });
const HOUR = 3_600_000;
const LIMIT = 'Reschedule limit reached (2 of 2)';

/** A RequestDetails row of a booked consult as the server sends it. */
function wireRow(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    employeeId: `E-${id}`,
    patientName: `Patient ${id}`,
    dob: '1990-05-01',
    gender: 'F',
    primaryEntityName: 'Acme Corp',
    addressLine1: '4 Residency Road',
    phone: '98450*****',
    orderItemProductIds: [701],
    packageName: 'General Physician Consult',
    fulfillmentDate: new Date(Date.now() + 48 * HOUR).toISOString(),
    priorityId: 0,
    providerName: 'Lotus Family Clinic',
    currentProvider: 101,
    doctorName: 'Meera Iyer',
    doctorId: 301,
    contractId: 3104,
    statusID: 23,
    displayStatus: 'Confirmed by Medical Center',
    remarks: null,
    nextActions: [
      { action: 'Reschedule', label: 'Reschedule', disabledReason: null },
      { action: 'CHANGE_DOCTOR', label: 'Change Doctor', disabledReason: null },
    ],
    createdOn: new Date(Date.now() - 20 * HOUR).toISOString(),
    modifiedOn: new Date(Date.now() - 20 * HOUR).toISOString(),
    ...extra,
  };
}

const slot = (start: string, end: string, placesLeft: number) => ({ slotStartDateTime: start, slotEndDateTime: end, capacity: 1, placesLeft, heldByYou: false });
const DAYS = [
  { dateString: '2026-03-14', noSlotReason: 'Doctor on holiday', workingDaySlots: { dayOfWeek: 6, slots: [] } },
  { dateString: '2026-03-15', noSlotReason: null, workingDaySlots: { dayOfWeek: 0, slots: [slot('2026-03-15 10:00:00.000', '2026-03-15 10:15:00.000', 1), slot('2026-03-15 10:15:00.000', '2026-03-15 10:30:00.000', 1)] } },
];

function openDesk(path: string, rows: object[], extra: Record<string, FakeHandler> = {}, width = 1280) {
  return renderApp(
    path,
    {
      'GET /api/provider/ProfileDetails': currentProfile(session),
      'POST /api/medibuddyCentral/RequestDetails': () => ({ status: 200, body: { isSuccess: true, data: { requestDetails: rows, totalRecords: rows.length } } }),
      'POST /api/medibuddyCentral/offlineTabCounts': () => ({
        status: 200,
        body: { isSuccess: true, tabs: [{ sourcePage: 1, count: 140 }, { sourcePage: 2, count: 4 }, { sourcePage: 3, count: 12 }], subTabs: [{ subPage: 'ATTENDANCE_PENDING', count: 3 }] },
      }),
      'POST /api/medibuddyCentral/getWAPIProvidersCalendar': () => ({ status: 200, body: { isSuccess: true, providerSlots: [{ providerId: 101, daySlots: DAYS }] } }),
      'POST /api/medibuddyCentral/releaseSlot': () => ({ status: 200, body: { success: true } }),
      ...extra,
    },
    { session, width },
  );
}

const lastBody = (api: { calls: { path: string; body: unknown }[] }, path: string) => api.calls.filter((c) => c.path === path).at(-1)?.body as Record<string, unknown>;

afterEach(cleanup);

describe('the offline consult tabs on a desktop', () => {
  it('shows the tabs with two-digit counters, switches sub-tabs by subPage, and passes axe', async () => {
    const { api } = openDesk('/offlineConsults/confirmed', [wireRow(2001, { priorityId: 2 })]);
    const table = await screen.findByRole('table', { name: 'Confirmed list' }, { timeout: 20_000 });
    await within(table).findByText('Patient 2001');
    const tabs = screen.getByRole('tablist', { name: 'Offline consult tabs' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Upcoming (04)' })).toBeTruthy());
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All Appointments (140)', 'Upcoming (04)', 'Confirmed (12)', 'Document Upload (00)', 'Cancelled (00)',
    ]);
    expect(lastBody(api, '/api/medibuddyCentral/RequestDetails')).toMatchObject({ services: 'OFFLINE_CONSULTS', sourcePage: 3, subPage: 'ALL_CONFIRMED' });
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('HNI')).toBeTruthy();
    expect(within(first).getByText('Dr. Meera Iyer')).toBeTruthy();
    expect(within(first).getByText('No Remarks')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Attendance Pending (03)' }));
    await waitFor(() => expect(lastBody(api, '/api/medibuddyCentral/RequestDetails')).toMatchObject({ sourcePage: 3, subPage: 'ATTENDANCE_PENDING', pageNumber: 1 }));
    expect(screen.getByRole('button', { name: 'Mark Attended Selected' })).toHaveProperty('disabled', true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a Reschedule past its limit disabled with the reason, and No Actions Allowed without actions', async () => {
    openDesk('/offlineConsults/confirmed', [
      wireRow(2002, { nextActions: [{ action: 'Reschedule', label: 'Reschedule', disabledReason: LIMIT }] }),
      wireRow(2003, { nextActions: [] }),
    ]);
    const blocked = await screen.findByRole('button', { name: 'Reschedule request 2002', description: LIMIT }, { timeout: 20_000 });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(blocked);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('No Actions Allowed')).toBeTruthy();
  });

  it('reschedules over a held slot: the unavailable day cannot be picked, Save waits for reason and slot, the hold counts down', async () => {
    let updated: unknown;
    const { api } = openDesk('/offlineConsults/confirmed', [wireRow(2004)], {
      'POST /api/medibuddyCentral/holdSlot': () => ({ status: 200, body: { success: true, heldUntil: new Date(Date.now() + 300_000).toISOString(), secondsLeft: 300 } }),
      'POST /api/medibuddyCentral/updateRequests': (r) => {
        updated = r.body;
        return { status: 200, body: { success: true, error: null, results: [{ requestId: 2004, success: true }] } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule request 2004' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Appointment' });
    const holiday = await within(dialog).findByRole('button', { name: /Sat, Mar 14.*Unavailable.*Doctor on holiday/ });
    expect(holiday).toHaveProperty('disabled', true);
    expect(lastBody(api, '/api/medibuddyCentral/getWAPIProvidersCalendar')).toMatchObject({ providerIds: [101], doctorId: 301, noOfDays: 14, requestIds: [2004], isHomeVisitCase: false, noOfSlots: 1 });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), { target: { value: 'Doctor On Leave' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: '10:00 AM - 10:15 AM' }));
    expect((await within(dialog).findByRole('timer')).textContent).toMatch(/^Held for (5:00|4:59)$/);
    expect(lastBody(api, '/api/medibuddyCentral/holdSlot')).toEqual({ requestId: 2004, doctorId: 301, slotStartDateTime: '2026-03-15 10:00:00.000' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(save);
    expect(await screen.findByText('Request updated successfully')).toBeTruthy();
    expect(updated).toMatchObject({ services: 'OFFLINE_CONSULTS', requestUpdateData: [{ requestId: 2004, action: 'Reschedule', remarks: 'Doctor On Leave', scheduledAppointmentDate: '2026-03-15 10:00:00.000', doctorId: 301 }] });
  });

  it('says a slot was just taken (409), asks for the calendar again, and gives a hold back on Cancel', async () => {
    let taken = true;
    const { api } = openDesk('/offlineConsults/confirmed', [wireRow(2005)], {
      'POST /api/medibuddyCentral/holdSlot': () =>
        taken
          ? { status: 409, body: { errorMessage: 'This slot was just taken; please choose another' } }
          : { status: 200, body: { success: true, heldUntil: new Date(Date.now() + 300_000).toISOString(), secondsLeft: 300 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule request 2005' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Appointment' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '10:00 AM - 10:15 AM' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This slot was just taken; please choose another');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/medibuddyCentral/getWAPIProvidersCalendar')).toHaveLength(2));
    taken = false;
    fireEvent.click(within(dialog).getByRole('button', { name: '10:15 AM - 10:30 AM' }));
    await within(dialog).findByRole('timer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(lastBody(api, '/api/medibuddyCentral/releaseSlot')).toEqual({ requestId: 2005 }));
  });
});

describe('the offline consult tabs at 390 px', () => {
  it('shows cards with the actions and passes axe', async () => {
    openDesk('/offlineConsults/upcoming', [wireRow(2006, { statusID: 22, nextActions: [{ action: 'Confirm', label: 'Confirm', disabledReason: null }] })], {}, 390);
    const card = await screen.findByRole('listitem', { name: 'Request 2006' }, { timeout: 20_000 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Dr. Meera Iyer')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm request 2006' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    // One consult's remarks are optional (spec 3 §5.1).
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false);
    expect(await seriousViolations()).toEqual([]);
  });
});
