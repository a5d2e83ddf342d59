import type { BulkUndoPort } from '../../../core/bulk/bulk-undo.port.ts';
import { describe, expect, it } from 'vitest';
import { LabDeskRefusal } from '../../../core/appointments/lab-desk.port.ts';
import { LabTab } from '../../../core/appointments/tabs.ts';
import type { DateFilterChoice, ViewStatePort } from '../../view-state/view-state.port.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { FakeLabDeskPort, labRequest } from './lab-desk.fixture.ts';
import { LabDeskViewModel } from './lab-desk.view-model.ts';

const NOW = new Date('2026-03-10T06:30:00Z'); // 12:00 India time

class MemoryViewState implements ViewStatePort {
  filters = new Map<string, DateFilterChoice>();
  pageTracking = () => undefined;
  savePageTracking() {}
  dateFilter = (scope?: string) => this.filters.get(scope ?? '');
  saveDateFilter = (choice: DateFilterChoice, scope?: string) => void this.filters.set(scope ?? '', choice);
  resetPaging() {}
}

/** Confirmed tab, every row ticked, Attended in bulk past its preview, remarks 'Came in', sent. */
async function attendAllInBulk(vm: LabDeskViewModel): Promise<void> {
  vm.start(LabTab.CONFIRMED_APPOINTMENTS);
  await settle();
  vm.selection.toggleAll(vm.selectableIds);
  vm.actOnSelection('Attended');
  vm.bulkRun.continue();
  const d = vm.dialogs.dialog;
  if (d?.kind !== 'attended') throw new Error('attended dialog expected');
  d.form.setRemarks('Came in');
  await vm.dialogs.submitForm();
  await settle();
}

function desk(options: { rows?: ReturnType<typeof labRequest>[]; total?: number; pastSla?: number; viewState?: MemoryViewState; undoPort?: BulkUndoPort; clock?: { now(): Date } } = {}) {
  const port = new FakeLabDeskPort();
  port.page = { rows: options.rows ?? [], totalRecords: options.total ?? options.rows?.length ?? 0, isTotalCapped: false, pastSlaCount: options.pastSla ?? 0 };
  const session = sessionFor('dcadmin', { user: { parentProvider: { isParent: true, childEntities: { '101': 'Baner', '102': 'Wakad' } } } });
  const current = new CurrentSession(new MemorySessionStore(session));
  const toasts: string[] = [];
  const saved: string[] = [];
  const went: string[] = [];
  const navigator = new AppNavigator();
  navigator.attach((to) => went.push(to));
  const vm = new LabDeskViewModel(
    port,
    current,
    options.clock ?? { now: () => NOW },
    options.viewState ?? new MemoryViewState(),
    { success: (m) => toasts.push(`success: ${m}`), error: (m) => toasts.push(`error: ${m}`), info: (m) => toasts.push(`info: ${m}`) },
    { save: async (_file, name) => void saved.push(name) },
    navigator,
    undefined,
    options.undoPort,
  );
  return { vm, port, current, toasts, saved, went };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the lab desk list', () => {
  it('asks for the tab, its default window, page 1 sorted by appointment date, for the chosen children', async () => {
    const { vm, port, current } = desk();
    vm.start(LabTab.NEW_APPOINTMENTS);
    await settle();
    expect(port.queries[0]).toEqual({
      scope: { userId: 7, providerId: 100, fetchForProviders: [] },
      tabNumber: 1,
      range: { startDate: '2026-03-10', endDate: '2026-04-09' },
      page: 1,
      rows: 10,
      sort: { field: 'FulfillmentDate', descending: false },
      highSlaOnly: false,
    });
    current.update((s) => ({ ...s, user: { ...s.user, selectedProviders: [102] } }));
    await settle();
    expect(port.queries.at(-1)?.scope.fetchForProviders).toEqual([102]);
    vm.stop();
  });

  it('opens other tabs on Previous 7 Days and keeps a chosen filter per tab for the session', async () => {
    const viewState = new MemoryViewState();
    const first = desk({ viewState });
    first.vm.start(LabTab.CONFIRMED_APPOINTMENTS);
    expect(first.vm.dates.applied).toEqual({ startDate: '2026-03-03', endDate: '2026-03-10' });
    expect(first.vm.dates.editable).toBe(false);
    first.vm.dates.setPreset('Custom');
    first.vm.dates.setStart('2026-03-01');
    first.vm.dates.setEnd('2026-02-01');
    expect(first.vm.dates.problem).toBe('Starting date must not be after the ending date');
    expect(first.vm.dates.apply()).toBe(false);
    first.vm.dates.setEnd('2026-03-05');
    expect(first.vm.dates.apply()).toBe(true);
    const again = desk({ viewState });
    again.vm.start(LabTab.CONFIRMED_APPOINTMENTS);
    expect([again.vm.dates.preset, again.vm.dates.applied]).toEqual(['Custom', { startDate: '2026-03-01', endDate: '2026-03-05' }]);
    const other = desk({ viewState });
    other.vm.start(LabTab.NEW_APPOINTMENTS);
    expect(other.vm.dates.preset).toBe('Next 30 Days');
  });

  it('sorts, pages and filters priority cases on the server', async () => {
    const { vm, port } = desk({ total: 42 });
    vm.start(LabTab.DOCUMENT_PENDING);
    await settle();
    expect([vm.pageCount, vm.totalText, vm.showSlaToggle]).toEqual([5, '42', true]);
    vm.sortBy('ModificationDate');
    vm.sortBy('ModificationDate');
    vm.setPage(3);
    vm.setHighSlaOnly(true);
    await settle();
    expect(port.queries.at(-1)).toMatchObject({ page: 1, sort: { field: 'ModificationDate', descending: true }, highSlaOnly: true });
    expect(port.queries.map((q) => q.page)).toContain(3);
  });

  it("shows rows as core says, hides actions on All Appointments and toasts 'Failed to fetch data'", async () => {
    const hni = labRequest({ id: 5, priorityId: 2, statusId: 33, remarks: '' });
    const { vm, port, toasts } = desk({ rows: [hni] });
    vm.start(LabTab.DOCUMENT_PENDING);
    await settle();
    expect(vm.rowViews[0]).toMatchObject({ hni: true, ageGender: '35 Yrs / F', status: { text: 'Reports Rejected', tag: { label: 'QC Rejected', remarks: 'No Remarks' } } });
    expect(vm.rowViews[0].buttons.map((b) => b.label)).toEqual(['Upload Documents']);
    const all = desk({ rows: [hni] });
    all.vm.start(LabTab.ALL_APPOINTMENTS);
    await settle();
    expect([all.vm.showActions, all.vm.rowViews[0].buttons]).toEqual([false, []]);
    port.listError = new Error('offline');
    vm.reload();
    await settle();
    expect(toasts).toEqual(['error: Failed to fetch data']);
    expect(vm.rows).toEqual([]);
  });

  it('ends the session on a 403 from the list', async () => {
    const { vm, port, current, went } = desk();
    port.listError = new LabDeskRefusal('You are not Authorized for this action', 403);
    vm.start(LabTab.NEW_APPOINTMENTS);
    await settle();
    expect([current.isSignedIn, went]).toEqual([false, ['/login']]);
  });

  it('runs a top-bar search on All Appointments without a date range, and explains one it cannot run', async () => {
    const { vm, port } = desk();
    vm.start(LabTab.ALL_APPOINTMENTS, { searchBy: 'employeeId', text: 'E-77' });
    await settle();
    expect(port.queries[0]).toMatchObject({ tabNumber: 10, range: null, search: { employeeIds: ['E-77'] } });
    expect(vm.searchLabel).toBe('Employee Id: E-77');
    vm.setSearch({ searchBy: 'name', text: 'ab' });
    await settle();
    expect(vm.searchProblem).toBe('Enter at least 3 characters of the name');
    expect(port.queries).toHaveLength(1);
  });

  it('exports the same selection as AppointmentData.csv and a request\'s documents as a zip, or says it failed', async () => {
    const { vm, port, saved, toasts } = desk();
    vm.start(LabTab.SETTLED);
    await vm.exportCsv();
    expect(saved).toEqual(['AppointmentData.csv']);
    expect(port.exports[0]).toMatchObject({ tabNumber: 6, rows: 100, page: 1 });
    port.exportError = new Error('down');
    await vm.exportCsv();
    expect(toasts).toEqual(['error: Failed to export data']);
    await vm.downloads.documents(labRequest({ id: 44 }));
    expect(saved).toEqual(['AppointmentData.csv', 'Documents_44.zip']);
    port.requestDocuments = async () => {
      throw new Error('gone');
    };
    await vm.downloads.documents(labRequest({ id: 45 }));
    expect(toasts.at(-1)).toBe('error: Failed to download reports');
  });
});

describe('actions on the desk', () => {
  const awaited = [40, 40, 23].map((statusId, i) => labRequest({ id: 20 + i, statusId }));

  it('enables a bulk button for more than one ticked row when one can take it, and previews which it skips and why', async () => {
    const { vm } = desk({ rows: awaited });
    vm.start(LabTab.CONFIRMED_APPOINTMENTS);
    await settle();
    expect(vm.selectableIds).toEqual([20, 21, 22]);
    expect(vm.bulkButtons).toEqual([{ action: 'Attended', label: 'Attended Selected', enabled: false }]);
    vm.selection.toggle(20);
    expect(vm.bulkButtons[0].enabled).toBe(false);
    vm.selection.toggle(22);
    expect(vm.bulkButtons[0].enabled).toBe(true);
    vm.selection.toggle(21);
    vm.actOnSelection('Attended');
    expect(vm.dialogs.dialog).toBeUndefined();
    expect(vm.bulkRun.preview).toEqual({
      verb: 'attended',
      actionLabel: 'Attended',
      split: {
        selected: 3,
        applies: [20, 21],
        skipped: [{ requestId: 22, statusId: 23, statusName: 'Confirmed by Medical Center', why: 'notInBulk', reason: 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended' }],
      },
    });
    vm.bulkRun.continue();
    expect([vm.bulkRun.preview, vm.dialogs.dialog?.kind]).toEqual([undefined, 'attended']);
  });

  it('goes on with only the rows the preview kept: the dialog counts and sends those, and the bulk succeeds', async () => {
    const { vm, port, toasts } = desk({ rows: awaited });
    port.updateOutcome = { success: true, error: null, results: [20, 21].map((requestId) => ({ requestId, success: true, error: null })) };
    await attendAllInBulk(vm);
    // The preview said "2 of 3"; the third (status 23) is neither counted nor sent.
    expect(port.updates.map((u) => u.items.map((i) => i.requestId))).toEqual([[20, 21]]);
    expect(toasts).toEqual(['success: Request updated successfully']);
    expect([vm.bulkRun.appliedCount, vm.bulkRun.refusedCount]).toEqual([2, 0]);
  });

  it('opens the dialog of a mixed bulk for the kept rows alone', async () => {
    const { vm } = desk({ rows: awaited });
    vm.start(LabTab.CONFIRMED_APPOINTMENTS);
    await settle();
    vm.selection.toggleAll(vm.selectableIds);
    vm.actOnSelection('Attended');
    vm.bulkRun.continue();
    const d = vm.dialogs.dialog;
    if (d?.kind !== 'attended') throw new Error('attended dialog expected');
    expect(d.form.rows.map((r) => r.id)).toEqual([20, 21]);
  });

  it('shows each row applied or refused after a bulk, and Undo reverts them within the window', async () => {
    let now = NOW;
    const undone: string[] = [];
    const undoPort: BulkUndoPort = {
      undo: async (_scope, service, batchId) => {
        undone.push(`${service} ${batchId}`);
        return { results: [{ requestId: 20, outcome: 'Reverted', statusId: 40 }, { requestId: 21, outcome: 'ChangedMeanwhile', statusId: 32 }] };
      },
    };
    // All three awaited when listed; 22 moved on before the call, so the server refuses it.
    const listed = [40, 40, 40].map((statusId, i) => labRequest({ id: 20 + i, statusId }));
    const { vm, port } = desk({ rows: listed, undoPort, clock: { now: () => now } });
    port.updateOutcome = {
      success: false,
      error: 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended',
      results: [
        { requestId: 20, success: true, error: null },
        { requestId: 21, success: true, error: null },
        { requestId: 22, success: false, error: 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended' },
      ],
      undo: { batchId: 'b-1', undoUntil: new Date(NOW.getTime() + 10_000) },
    };
    await attendAllInBulk(vm);
    expect(vm.bulkRun.result?.rows).toEqual([
      { requestId: 20, kind: 'applied' },
      { requestId: 21, kind: 'applied' },
      { requestId: 22, kind: 'refused', reason: 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended' },
    ]);
    expect([vm.bulkRun.secondsLeft, vm.bulkRun.canUndo]).toEqual([10, true]);
    now = new Date(NOW.getTime() + 3_500);
    vm.bulkRun.tick();
    expect(vm.bulkRun.secondsLeft).toBe(7);
    const loads = port.queries.length;
    await vm.bulkRun.undo();
    expect(undone).toEqual(['LABS b-1']);
    expect(vm.bulkRun.result?.rows).toEqual([{ requestId: 20, kind: 'reverted' }, { requestId: 21, kind: 'changedMeanwhile' }]);
    expect([vm.bulkRun.secondsLeft, port.queries.length]).toEqual([0, loads + 1]);
    vm.bulkRun.dismiss();
    expect(vm.bulkRun.result).toBeUndefined();
  });

  it("confirms a row: 'Request updated successfully', the dialog closes and the list refreshes", async () => {
    const row = labRequest({ id: 30 });
    const { vm, port, toasts } = desk({ rows: [row] });
    vm.start(LabTab.NEW_APPOINTMENTS);
    await settle();
    vm.act('Confirm', row);
    const d = vm.dialogs.dialog;
    if (d?.kind !== 'confirm') throw new Error('confirm dialog expected');
    d.form.setRemarks('Booked');
    await vm.dialogs.submitForm();
    await settle();
    expect(port.updates[0]).toEqual({ scope: { userId: 7, providerId: 100, fetchForProviders: [] }, items: [{ requestId: 30, action: 'Confirm', remarks: 'Booked' }] });
    expect(toasts).toEqual(['success: Request updated successfully']);
    expect(vm.dialogs.dialog).toBeUndefined();
    expect(port.queries).toHaveLength(2);
  });

  it("a failed single action keeps the dialog open with 'Request update failed - {server error}'", async () => {
    const row = labRequest({ id: 31 });
    const { vm, port, toasts } = desk({ rows: [row] });
    port.updateOutcome = { success: false, error: 'Request 31 was changed by someone else meanwhile; refresh the list and try again', results: [] };
    vm.start(LabTab.NEW_APPOINTMENTS);
    vm.act('Reject', row);
    const d = vm.dialogs.dialog;
    if (d?.kind !== 'reason') throw new Error('reason dialog expected');
    d.form.setReason('No Bandwidth');
    await vm.dialogs.submitForm();
    expect(toasts).toEqual(['error: Request update failed - Request 31 was changed by someone else meanwhile; refresh the list and try again']);
    expect(vm.dialogs.dialog?.kind).toBe('reason');
  });

  it('a failed bulk clears the selection, closes the dialog and refreshes', async () => {
    const { vm, port, toasts } = desk({ rows: awaited });
    port.updateOutcome = { success: false, error: 'Request 21 was not found', results: [] };
    await attendAllInBulk(vm);
    expect(port.updates[0].items.map((i) => i.requestId)).toEqual([20, 21]);
    expect(toasts).toEqual(['error: Request update failed - Request 21 was not found']);
    expect([vm.selection.count, vm.dialogs.dialog, port.queries.length]).toEqual([0, undefined, 2]);
  });

  it("tells a bulk answer without per-row results by the server's reason, with no empty per-row panel", async () => {
    const { vm, port, toasts } = desk({ rows: awaited });
    // The spec's answer, {success, error}: a backend that speaks it lists no rows.
    port.updateOutcome = { success: false, error: 'Provider is on holiday today', results: [] };
    await attendAllInBulk(vm);
    expect(toasts).toEqual(['error: Request update failed - Provider is on holiday today']);
    expect([vm.bulkRun.result, vm.bulkRun.appliedCount, vm.bulkRun.refusedCount]).toEqual([undefined, 0, 0]);
    expect([vm.selection.count, vm.dialogs.dialog]).toEqual([0, undefined]);
  });

  it('says the generic message when the server cannot be reached', async () => {
    const row = labRequest({ id: 32, statusId: 40 });
    const { vm, port, toasts } = desk({ rows: [row] });
    port.updateError = new TypeError('fetch failed');
    vm.start(LabTab.CONFIRMED_APPOINTMENTS);
    vm.act('NotAttended', row);
    const d = vm.dialogs.dialog;
    if (d?.kind !== 'reason') throw new Error('reason dialog expected');
    d.form.setReason('not available and wants to cancel');
    await vm.dialogs.submitForm();
    expect(toasts).toEqual(['error: Request update failed - Something went wrong. Please try again later']);
  });
});
