import { describe, expect, it } from 'vitest';
import type { FileContent } from '../../../core/files/file-content.ts';
import { SearchBy } from '../../../core/search/search-by.ts';
import type { RoleName } from '../../../core/session/roles.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { SessionStorageViewState } from '../../view-state/view-state.session-storage.ts';
import { RecordingToaster } from '../request-history/history.fixture.ts';
import { MemoryStorage } from '../../testing/memory-storage.ts';
import { InsurerAppointmentsViewModel } from './insurer-appointments.view-model.ts';
import { FakeInsurerPort, InsurerListRefusal, insurerRow } from './insurer-list.fixture.ts';

const NOW = new Date('2026-11-22T09:30:00.000Z');

function setup(role: RoleName = 'insureradmin', rows = Array.from({ length: 235 }, (_, i) => insurerRow(10000001 + i))) {
  const port = new FakeInsurerPort(rows);
  const toaster = new RecordingToaster();
  const store = new MemorySessionStore(sessionFor(role));
  const current = new CurrentSession(store);
  const navigator = new AppNavigator();
  const went: string[] = [];
  navigator.attach((to) => went.push(to));
  const saved: { name: string; file: FileContent }[] = [];
  const viewState = new SessionStorageViewState(new MemoryStorage());
  const vm = new InsurerAppointmentsViewModel(port, current, { now: () => NOW }, viewState, toaster, navigator, { save: async (file, name) => void saved.push({ file, name }) });
  return { vm, port, toaster, went, saved, store, current, viewState };
}

describe('the insurer All Appointments list', () => {
  it('opens on Rolling 1 Month, latest appointments first, ten a page, in the caller scope', async () => {
    const { vm, port } = setup();
    await vm.start(null);
    expect(port.queries[0]).toEqual({
      scope: { roleId: 9207, userId: 7, corporateIds: [900] },
      range: { startDate: '2026-10-22', endDate: '2026-11-22' },
      page: 1, pageSize: 10, sort: { field: 'FulfillmentDate', descending: true }, isExport: false,
    });
    expect(vm.rows).toHaveLength(10);
    expect(vm.total).toBe(235);
    expect(vm.totalText).toBe('235');
    expect(vm.pageCount).toBe(24);
    expect(vm.historyPath(10000001)).toBe('/insureradmin/appointments/10000001/history');
  });

  it('pages, sorts and filters by date on the server, and comes back to the page it left', async () => {
    const { vm, port, viewState } = setup();
    await vm.start(null);
    vm.goToPage(3);
    await Promise.resolve();
    expect(port.queries.at(-1)).toMatchObject({ page: 3 });
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.rows[0].requestId).toBe(10000021);
    expect(viewState.pageTracking()).toEqual({ page: 3, sla: false, startTime: '2026-10-22', endTime: '2026-11-22' });
    vm.sortBy('CreatedDate');
    expect(port.queries.at(-1)).toMatchObject({ page: 1, sort: { field: 'CreatedDate', descending: true } });
    vm.sortBy('CreatedDate');
    expect(port.queries.at(-1)?.sort).toEqual({ field: 'CreatedDate', descending: false });
    vm.dates.setPreset('Previous 7 Days');
    vm.applyDates();
    expect(port.queries.at(-1)).toMatchObject({ page: 1, range: { startDate: '2026-11-15', endDate: '2026-11-22' } });
  });

  it("shows a name search's capped total as '200+'", async () => {
    const { vm, port } = setup();
    port.cappedAt = 200;
    await vm.start(null);
    expect([vm.total, vm.totalText, vm.pageCount]).toEqual([200, '200+', 20]);
  });

  it('runs a top-bar search whatever the date, and refuses one the server would refuse', async () => {
    const { vm, port } = setup();
    await vm.start({ searchBy: SearchBy.contactNo, text: '98765 43210' });
    expect(port.queries[0]).toMatchObject({ range: null, search: { mobileNo: '9876543210' }, page: 1 });
    expect(vm.searchLabel).toBe('Contact No: 98765 43210');
    await vm.start({ searchBy: SearchBy.name, text: 'ab' });
    expect(port.queries).toHaveLength(1);
    expect(vm.searchProblem).toBe('Enter at least 3 characters of the name');
  });

  it("shows the insurer list error with the server's message, and ends the session on a 403", async () => {
    const { vm, port, went, store, current } = setup();
    port.failure = new InsurerListRefusal('body/corporateIDs is outside the insurer', 400);
    await vm.start(null);
    expect(vm.error).toBe('body/corporateIDs is outside the insurer Please Logout and try again !');
    expect(went).toEqual([]);
    port.failure = new InsurerListRefusal('You are not Authorized for this action', 403);
    await vm.load();
    expect(went).toEqual(['/login']);
    expect(current.isSignedIn).toBe(false);
    expect(store.takeExpired()).toBe(true);
  });

  it("tells a server error that names its reason like a refusal, and one without a reason with the generic text", async () => {
    const { vm, port, went } = setup();
    port.failure = new InsurerListRefusal('Corporate mapping missing', 500);
    await vm.start(null);
    expect([vm.error, vm.rows, vm.isLoading]).toEqual(['Corporate mapping missing Please Logout and try again !', [], false]);
    port.failure = new Error('server answered 500');
    await vm.load();
    expect(vm.error).toBe('Something went wrong. Please try again later');
    expect(went).toEqual([]);
  });

  it("saves the server's export of the whole filter as AppointmentData.csv, in one call", async () => {
    const { vm, port, saved } = setup();
    await vm.start(null);
    await vm.exportCsv();
    const exports = port.queries.filter((q) => q.isExport);
    expect(exports).toEqual([expect.objectContaining({ page: 1, pageSize: 100, range: vm.dates.applied, sort: vm.sort })]);
    expect(saved.map((s) => s.name)).toEqual(['AppointmentData.csv']);
    const lines = new TextDecoder().decode(await saved[0].file.arrayBuffer()).trim().split('\r\n');
    expect(lines).toHaveLength(236);
    expect(lines[1]).toBe('10000001');
  });

  it('exports what a search found, whatever the dates', async () => {
    const { vm, port } = setup();
    await vm.start({ searchBy: SearchBy.applicationNo, text: 'MA1' });
    await vm.exportCsv();
    expect(port.queries.filter((q) => q.isExport)).toEqual([expect.objectContaining({ range: null, search: vm.searchFields })]);
  });

  it("says 'Failed to export data' when the export fails", async () => {
    const { vm, port, toaster, saved } = setup();
    await vm.start(null);
    port.failure = new Error('offline');
    await vm.exportCsv();
    expect(saved).toEqual([]);
    expect(toaster.said).toEqual(['error: Failed to export data']);
  });

  it('offers Download Reports to mareport on desktop and the insurer admin on mobile', () => {
    const admin = setup('insureradmin').vm;
    expect(admin.showDownloadReports).toBe(false);
    admin.setMobile(true);
    expect(admin.showDownloadReports).toBe(true);
    const report = setup('mareport').vm;
    expect(report.showDownloadReports).toBe(true);
    report.setMobile(true);
    expect(report.showDownloadReports).toBe(false);
  });
});
