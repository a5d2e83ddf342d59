import { describe, expect, it } from 'vitest';
import { LabDeskRefusal } from '../../../core/appointments/lab-desk.port.ts';
import { OfflineSubTab, OfflineTab } from '../../../core/consults/offline-tabs.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { ALL_OFFLINE_FEATURES, sessionFor } from '../../testing/sessions.fixture.ts';
import type { DateFilterChoice, ViewStatePort } from '../../view-state/view-state.port.ts';
import { FakeOfflineDeskPort, next, offlineRequest } from './offline-desk.fixture.ts';
import { OfflineDeskViewModel } from './offline-desk.view-model.ts';

const NOW = new Date('2026-03-10T06:30:00Z'); // 12:00 India time

class MemoryViewState implements ViewStatePort {
  filters = new Map<string, DateFilterChoice>();
  pageTracking = () => undefined;
  savePageTracking() {}
  dateFilter = (scope?: string) => this.filters.get(scope ?? '');
  saveDateFilter = (choice: DateFilterChoice, scope?: string) => void this.filters.set(scope ?? '', choice);
  resetPaging() {}
}

function desk(options: { rows?: ReturnType<typeof offlineRequest>[]; viewState?: MemoryViewState } = {}) {
  const port = new FakeOfflineDeskPort();
  port.page = { rows: options.rows ?? [], totalRecords: options.rows?.length ?? 0 };
  const session = sessionFor('dcadmin', { features: ALL_OFFLINE_FEATURES, services: ['OFFLINE_CONSULTS'] });
  const current = new CurrentSession(new MemorySessionStore(session));
  const toasts: string[] = [];
  const saved: string[] = [];
  const went: string[] = [];
  const navigator = new AppNavigator();
  navigator.attach((to) => went.push(to));
  const vm = new OfflineDeskViewModel(
    port,
    current,
    { now: () => NOW },
    options.viewState ?? new MemoryViewState(),
    { success: (m) => toasts.push(`success: ${m}`), error: (m) => toasts.push(`error: ${m}`), info: (m) => toasts.push(`info: ${m}`) },
    { save: async (_file, name) => void saved.push(name) },
    navigator,
    () => () => {},
  );
  return { vm, port, current, toasts, saved, went };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the offline desk list', () => {
  it('asks for Upcoming on Next 30 Days, page 1 by appointment date, with the counters of the same window', async () => {
    const { vm, port } = desk();
    port.counts = { tabs: { 1: 120, 2: 7, 3: 12 }, subTabs: { ATTENDANCE_PENDING: 3 } };
    vm.start(OfflineTab.UPCOMING);
    await settle();
    expect(port.queries[0]).toEqual({
      scope: { userId: 7, providerId: 100, fetchForProviders: [] },
      tab: 2,
      subTab: null,
      range: { startDate: '2026-03-10', endDate: '2026-04-09' },
      page: 1,
      rows: 10,
      sort: { field: 'FulfillmentDate', descending: false },
    });
    expect(port.countQueries[0].range).toEqual({ startDate: '2026-03-10', endDate: '2026-04-09' });
    expect(vm.tabLinks.map((t) => `${t.label} ${t.counter}`)).toEqual(['All Appointments 120', 'Upcoming 07', 'Confirmed 12', 'Document Upload 00', 'Cancelled 00']);
    expect(vm.subTabLinks).toEqual([]);
  });

  it('opens Confirmed on its first sub-tab and sends the sub-tab chosen', async () => {
    const { vm, port } = desk();
    vm.start(OfflineTab.CONFIRMED);
    await settle();
    expect(port.queries[0]).toMatchObject({ tab: 3, subTab: 'ALL_CONFIRMED' });
    expect(vm.subTabLinks.map((s) => s.label)).toEqual(['All Confirmed', 'Attendance Pending', 'Future Appointments', 'Reschedule Initiated', 'Not Attended']);
    vm.setPage(2);
    vm.setSubTab(OfflineSubTab.NOT_ATTENDED);
    await settle();
    expect(port.queries.at(-1)).toMatchObject({ subTab: 'NOT_ATTENDED', page: 1 });
    vm.setSubTab(OfflineSubTab.DOCUMENT_PENDING);
    expect(vm.subTab).toBe('NOT_ATTENDED');
  });

  it('opens All on Rolling 1 Month and keeps a chosen filter per tab for the session', async () => {
    const viewState = new MemoryViewState();
    const first = desk({ viewState });
    first.vm.start(OfflineTab.ALL);
    expect([first.vm.dates.preset, first.vm.dates.applied]).toEqual(['Rolling 1 Month', { startDate: '2026-02-10', endDate: '2026-03-10' }]);
    first.vm.dates.setPreset('Next 7 Days');
    const again = desk({ viewState });
    again.vm.start(OfflineTab.ALL);
    expect(again.vm.dates.preset).toBe('Next 7 Days');
  });

  it('shows rows as the spec says: Dr. prefix, NA age, HNI, No Remarks, no buttons on read-only tabs', async () => {
    const rows = [
      offlineRequest({ id: 1, priorityId: 2, dob: null, doctorName: 'Kiran Rao' }),
      offlineRequest({ id: 2, doctorName: 'Clove Dental', remarks: 'Came early' }),
    ];
    const { vm } = desk({ rows });
    vm.start(OfflineTab.UPCOMING);
    await settle();
    expect(vm.rowViews.map((r) => [r.hni, r.ageGender, r.doctor, r.remarks, r.buttons.length])).toEqual([
      [true, 'NA / F', 'Dr. Kiran Rao', 'No Remarks', 4],
      [false, '35 Yrs / F', 'Clove Dental', 'Came early', 4],
    ]);
    const cancelled = desk({ rows });
    cancelled.vm.start(OfflineTab.CANCELLED);
    await settle();
    expect([cancelled.vm.showActions, cancelled.vm.rowViews[0].buttons]).toEqual([false, []]);
  });

  it("toasts 'Failed to fetch data', and a 403 ends the session", async () => {
    const { vm, port, toasts } = desk();
    port.listError = new Error('offline');
    vm.start(OfflineTab.UPCOMING);
    await settle();
    expect(toasts).toEqual(['error: Failed to fetch data']);
    const other = desk();
    other.port.listError = new LabDeskRefusal('You are not Authorized for this action', 403);
    other.vm.start(OfflineTab.UPCOMING);
    await settle();
    expect([other.current.isSignedIn, other.went]).toEqual([false, ['/login']]);
  });

  it("exports the same selection as AppointmentData.csv, or says 'Failed to export data'", async () => {
    const { vm, port, saved, toasts } = desk();
    vm.start(OfflineTab.DOCUMENT_UPLOAD);
    await vm.exportCsv();
    expect(saved).toEqual(['AppointmentData.csv']);
    expect(port.exports[0]).toMatchObject({ tab: 4, subTab: 'ALL_ATTENDED', rows: 100 });
    port.exportError = new Error('down');
    await vm.exportCsv();
    expect(toasts).toEqual(['error: Failed to export data']);
  });

  it('runs the top-bar search on All without a window', async () => {
    const { vm, port } = desk();
    vm.start(OfflineTab.ALL, { searchBy: 'requestId', text: '1001' });
    await settle();
    expect(port.queries[0]).toMatchObject({ tab: 1, range: null, search: { requestIds: [1001] } });
  });
});

describe('actions on the offline desk', () => {
  const awaiting = [1, 2, 3].map((id) => offlineRequest({ id, nextActions: id === 3 ? [next('Reject')] : [next('Confirm'), next('Reject')] }));

  it('enables Confirm Selected on Upcoming only for more than one ticked row that can take it', async () => {
    const { vm } = desk({ rows: awaiting });
    vm.start(OfflineTab.UPCOMING);
    await settle();
    expect(vm.selectableIds).toEqual([1, 2]);
    expect(vm.bulkButtons).toEqual([{ action: 'Confirm', label: 'Confirm Selected', enabled: false }]);
    vm.selection.toggle(1);
    expect(vm.bulkButtons[0].enabled).toBe(false);
    vm.selection.toggle(2);
    expect(vm.bulkButtons[0].enabled).toBe(true);
  });

  it('a bulk confirm needs remarks; a failed bulk clears the selection and refreshes', async () => {
    const { vm, port, toasts } = desk({ rows: awaiting });
    port.updateOutcome = { success: false, error: 'Request 2 was not found', results: [] };
    vm.start(OfflineTab.UPCOMING);
    await settle();
    vm.selection.toggleAll(vm.selectableIds);
    vm.actOnSelection('Confirm');
    expect(vm.bulkRun.preview?.split).toEqual({ selected: 2, applies: [1, 2], skipped: [] });
    vm.bulkRun.continue();
    const d = vm.dialogs.dialog;
    if (d?.kind !== 'confirm') throw new Error('confirm dialog expected');
    expect(d.form.problem).toBe('Remarks are required');
    d.form.setRemarks('All booked');
    await vm.dialogs.submit();
    await settle();
    expect(port.updates[0].items).toEqual([
      { requestId: 1, action: 'Confirm', remarks: 'All booked' },
      { requestId: 2, action: 'Confirm', remarks: 'All booked' },
    ]);
    expect(toasts).toEqual(['error: Request update failed - Request 2 was not found']);
    expect([vm.selection.count, vm.dialogs.dialog, port.queries.length]).toEqual([0, undefined, 2]);
  });

  /** On Attendance Pending: consults 1 and 2 can be marked attended; 3's time has not come (it is skipped). */
  const due = [1, 2, 3].map((id) =>
    offlineRequest({ id, statusId: 23, nextActions: [next('Attended', id === 3 ? 'The appointment time has not come yet' : null), next('NotAttended')] }),
  );

  it('a mixed bulk goes on with the consults its preview kept: the dialog counts and sends those alone', async () => {
    const { vm, port, toasts } = desk({ rows: due });
    port.updateOutcome = { success: true, error: null, results: [1, 2].map((requestId) => ({ requestId, success: true, error: null })) };
    vm.start(OfflineTab.CONFIRMED);
    vm.setSubTab(OfflineSubTab.ATTENDANCE_PENDING);
    await settle();
    vm.selection.toggleAll(vm.selectableIds);
    vm.actOnSelection('Attended');
    expect([vm.bulkRun.preview?.split.applies, vm.bulkRun.preview?.split.skipped.map((k) => k.requestId)]).toEqual([[1, 2], [3]]);
    vm.bulkRun.continue();
    const d = vm.dialogs.dialog;
    if (d?.kind !== 'attended') throw new Error('attended dialog expected');
    expect([d.form.rows.map((r) => r.id), d.form.bulk]).toEqual([[1, 2], true]);
    d.form.setRemarks('Both seen');
    await vm.dialogs.submit();
    await settle();
    expect(port.updates.map((u) => u.items.map((i) => i.requestId))).toEqual([[1, 2]]);
    expect(toasts).toEqual(['success: Request updated successfully']);
    expect([vm.bulkRun.appliedCount, vm.bulkRun.refusedCount]).toEqual([2, 0]);
  });

  it("a bulk whose preview kept one consult asks what one consult's dialog asks (the server judges one item so)", async () => {
    const { vm } = desk({ rows: [due[0], due[2]] });
    vm.start(OfflineTab.CONFIRMED);
    vm.setSubTab(OfflineSubTab.ATTENDANCE_PENDING);
    await settle();
    vm.selection.toggleAll(vm.selectableIds);
    vm.actOnSelection('Attended');
    vm.bulkRun.continue();
    const d = vm.dialogs.dialog;
    if (d?.kind !== 'attended') throw new Error('attended dialog expected');
    d.form.setRemarks('Seen');
    expect([d.form.rows.map((r) => r.id), d.form.problem]).toEqual([[1], 'Please choose the feedback']);
  });

  it("confirms one consult without remarks: 'Request updated successfully' and the list refreshes", async () => {
    const row = awaiting[0];
    const { vm, port, toasts } = desk({ rows: [row] });
    vm.start(OfflineTab.UPCOMING);
    await settle();
    vm.act('Confirm', row);
    await vm.dialogs.submit();
    await settle();
    expect(port.updates[0].items).toEqual([{ requestId: 1, action: 'Confirm', remarks: '' }]);
    expect(toasts).toEqual(['success: Request updated successfully']);
    expect([vm.dialogs.dialog, port.queries.length]).toEqual([undefined, 2]);
  });

  it('does not open a disabled action, and keeps a failed single dialog open', async () => {
    const row = offlineRequest({ id: 5, nextActions: [next('Reschedule', 'Reschedule limit reached (2 of 2)'), next('Reject')] });
    const { vm, port, toasts } = desk({ rows: [row] });
    port.updateOutcome = { success: false, error: 'Request 5 moved on', results: [] };
    vm.start(OfflineTab.UPCOMING);
    vm.act('Reschedule', row);
    expect(vm.dialogs.dialog).toBeUndefined();
    vm.act('Reject', row);
    const d = vm.dialogs.dialog;
    if (d?.kind !== 'reason') throw new Error('reason dialog expected');
    d.form.choice.setReason('Others');
    expect(d.form.problem).toBe('Please specify the reason');
    d.form.choice.setOthersText('Clinic closed for repairs');
    await vm.dialogs.submit();
    expect(port.updates[0].items).toEqual([{ requestId: 5, action: 'Reject', remarks: 'Others - Clinic closed for repairs' }]);
    expect(toasts).toEqual(['error: Request update failed - Request 5 moved on']);
    expect(vm.dialogs.dialog?.kind).toBe('reason');
  });
});

describe('the Action Pending Since banner', () => {
  it('shows once the action has waited 4 hours, on its own tab and on All alike (one SLA rule, as the counts)', async () => {
    const waiting = offlineRequest({ id: 1, modifiedOn: new Date(NOW.getTime() - 5 * 3_600_000), nextActions: [next('Confirm')] });
    const fresh = offlineRequest({ id: 2, modifiedOn: new Date(NOW.getTime() - 3 * 3_600_000), nextActions: [next('Confirm')] });
    const upcoming = desk({ rows: [waiting, fresh] });
    upcoming.vm.start(OfflineTab.UPCOMING);
    await settle();
    expect(upcoming.vm.rowViews.map((r) => r.pending)).toEqual(['Action Pending Since: 5 Hours', undefined]);
    const all = desk({ rows: [waiting] });
    all.vm.start(OfflineTab.ALL);
    await settle();
    expect(all.vm.rowViews[0].pending).toBe('Action Pending Since: 5 Hours');
  });
});
