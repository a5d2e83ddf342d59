import { describe, expect, it } from 'vitest';
import { DatePreset } from '../../../core/appointments/date-presets.ts';
import { QueueRefusal, type EsalesQueuePort, type QueueAnswer, type QueueCase, type QueueQuery } from '../../../core/esales/queue.port.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { SearchBy } from '../../../core/search/search-by.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { MemoryStorage } from '../../testing/memory-storage.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { SessionStorageViewState } from '../../view-state/view-state.session-storage.ts';
import { RecordingToaster } from '../request-history/history.fixture.ts';
import { EsalesQueueViewModel } from './esales-queue.view-model.ts';

const NOW = new Date('2026-11-22T09:30:00.000Z');
const row = (id: number, more: Partial<QueueCase> = {}): QueueCase => ({
  id, eQuote: `EQ${id}`, error: null, name: 'Asha Rao', corporateName: 'Acme', phone: '98765*****', doNotDisturb: true, doNotDisturbCustomer: true, memberId: 'ACM-M1', email: null,
  city: 'Pune', state: 'Maharashtra', createdOn: 'Nov 22 2026, 10:00 AM', requestId: null, status: null, ...more,
});

/** A queue over 23 cases that records what it was asked; `answer` replaces the answer when set. */
class FakeQueuePort implements EsalesQueuePort {
  queries: QueueQuery[] = [];
  exports: QueueQuery[] = [];
  answer: QueueAnswer | Error | undefined;
  async search(q: QueueQuery): Promise<QueueAnswer> {
    this.queries.push(q);
    if (this.answer instanceof Error) throw this.answer;
    const all = Array.from({ length: 23 }, (_, i) => row(70000023 - i));
    return this.answer ?? { kind: 'queue', rows: all.slice((q.page - 1) * 10, q.page * 10), total: all.length, isTotalCapped: false };
  }
  async exportCsv(q: QueueQuery): Promise<FileContent> {
    this.exports.push(q);
    return new Blob(['Id\r\n']);
  }
}

function setup(session = sessionFor('insureragent')) {
  const port = new FakeQueuePort();
  const current = new CurrentSession(new MemorySessionStore(session));
  const navigator = new AppNavigator();
  const went: string[] = [];
  navigator.attach((to) => went.push(to));
  const saved: string[] = [];
  const vm = new EsalesQueueViewModel(
    port, current, { now: () => NOW },
    new SessionStorageViewState(new MemoryStorage()), new RecordingToaster(), navigator, { save: async (_file, name) => void saved.push(name) },
  );
  return { vm, port, went, saved, current };
}

describe('the e-sales queue', () => {
  it('opens on one month back to today, ten cases a page, and pages on the server', async () => {
    const { vm, port } = setup();
    await vm.start(null);
    expect(port.queries[0]).toEqual({ range: { startDate: '2026-10-22', endDate: '2026-11-22' }, page: 1, corporateIds: [900] });
    expect([vm.rows.length, vm.total, vm.pageCount, vm.showExport]).toEqual([10, 23, 3, true]);
    vm.goToPage(3);
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.rows.map((r) => r.id)).toEqual([70000003, 70000002, 70000001]);
    vm.dates.setPreset(DatePreset.Previous7Days);
    vm.applyDates();
    expect(port.queries.at(-1)).toEqual({ range: { startDate: '2026-11-15', endDate: '2026-11-22' }, page: 1, corporateIds: [900] });
    expect(vm.historyPath(70000001)).toBe('/insureragent/appointments/esalesqueue/70000001/history');
  });

  it('asks for the corporates chosen in the top bar, from the first page again when the choice changes', async () => {
    const { vm, port, current } = setup(sessionFor('insureragent', { user: { corporateIDs: [901, 902, 903] } }));
    const stop = vm.followChoice();
    await vm.start(null);
    vm.goToPage(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(port.queries.map((q) => [q.page, q.corporateIds])).toEqual([[1, [901, 902, 903]], [2, [901, 902, 903]]]);
    current.update((s) => ({ ...s, selectedCorporates: [903, 404] }));
    await new Promise((r) => setTimeout(r, 0));
    expect(port.queries.at(-1)).toMatchObject({ page: 1, corporateIds: [903] });
    expect(vm.page).toBe(1);
    stop();
  });

  it('searches with the checked text, and sends an appointment id on to All Appointments', async () => {
    const { vm, port, went } = setup();
    await vm.start({ searchBy: SearchBy.contactNo, text: '+91 98765' });
    expect(port.queries[0].search).toEqual({ kind: 'ContactNo', text: '9198765' });
    await vm.start({ searchBy: SearchBy.name, text: 'As' });
    expect([vm.searchProblem, port.queries.length]).toEqual(['Enter at least 3 characters of the name', 1]);
    port.answer = { kind: 'appointments', requestIds: [10000042] };
    await vm.start({ searchBy: SearchBy.requestOrEsalesId, text: '10000042' });
    expect(went).toEqual(['/insureragent/appointments?searchBy=requestOrEsalesId&search=10000042']);
  });

  it("shows a name search's total as '1000+' when the server stopped counting, and a range's as counted", async () => {
    const { vm, port } = setup();
    await vm.start(null);
    expect(vm.totalText).toBe('23');
    port.answer = { kind: 'queue', rows: [row(70000001)], total: 1000, isTotalCapped: true };
    await vm.start({ searchBy: SearchBy.name, text: 'Priya' });
    expect([vm.totalText, vm.pageCount]).toEqual(['1000+', 100]);
  });

  it("shows the server's message and the advice to log out when the queue fails to load", async () => {
    const { vm, port } = setup();
    port.answer = new QueueRefusal('Invalid Access Token', 401);
    await vm.start(null);
    expect([vm.error, vm.rows, vm.showExport]).toEqual(['Invalid Access Token Please Logout and try again !', [], false]);
  });

  it("shows the message of a server error that names one, before the advice to log out", async () => {
    const { vm, port } = setup();
    port.answer = new QueueRefusal('Queue index rebuilding', 500);
    await vm.start(null);
    expect([vm.error, vm.rows]).toEqual(['Queue index rebuilding Please Logout and try again !', []]);
  });

  it('exports three months by default, the chosen range otherwise', async () => {
    const { vm, port, saved } = setup();
    await vm.start(null);
    await vm.exportCsv();
    expect(port.exports[0].range).toEqual({ startDate: '2026-08-22', endDate: '2026-11-22' });
    vm.dates.setPreset(DatePreset.Previous7Days);
    await vm.exportCsv();
    expect(port.exports[1].range).toEqual({ startDate: '2026-11-15', endDate: '2026-11-22' });
    expect(saved).toEqual(['EsalesQueue.csv', 'EsalesQueue.csv']);
  });

  it('ticks only pending, confirmed and not-attended cards', () => {
    const { vm } = setup();
    expect(vm.hasCheckbox(row(1))).toBe(true);
    expect(vm.hasCheckbox(row(2, { requestId: 9, status: 'Confirm' }))).toBe(true);
    expect(vm.hasCheckbox(row(3, { requestId: 9, status: 'Cancel' }))).toBe(false);
    vm.toggleSelected(1);
    expect(vm.isSelected(1)).toBe(true);
  });
});
