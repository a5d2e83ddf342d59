import { describe, expect, it } from 'vitest';
import type { RoleName } from '../../../core/session/roles.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { RequestNotAvailable } from '../../../core/history/request-history.port.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { FakeFilesPort, FakeHistoryPort, historyRecord, RecordingToaster } from './history.fixture.ts';
import { RequestHistoryViewModel } from './request-history.view-model.ts';

const NOW = new Date('2026-11-22T09:30:00.000Z');

function setup(role: RoleName) {
  const port = new FakeHistoryPort();
  const files = new FakeFilesPort();
  const toaster = new RecordingToaster();
  const navigator = new AppNavigator();
  const went: string[] = [];
  navigator.attach((to) => went.push(to));
  const saved: string[] = [];
  const opened: string[] = [];
  const vm = new RequestHistoryViewModel(
    port, files, new CurrentSession(new MemorySessionStore(sessionFor(role))), { now: () => NOW }, toaster, navigator,
    { save: async (_file, name) => void saved.push(name) }, { open: (url) => opened.push(url) },
  );
  return { vm, port, files, toaster, went, saved, opened };
}

describe('the request history page', () => {
  it('tells a lab its request: left column, cards without the client site, every status with remarks and files', async () => {
    const { vm, port } = setup('dcadmin');
    await vm.start(10000769);
    expect(port.asked).toEqual([10000769]);
    expect(vm.left).toEqual({ requestId: 10000769, costType: 'Sponsored', visitType: 'Home Visit', testCategories: ['PPMC', 'Lab Test'], source: 'PPMC | EDW File' });
    expect(vm.doNotDisturb).toBe(true);
    expect(vm.cards.map((c) => c.title)).toEqual(['Customer Details', 'Appointment Details', 'Home Visit Details', 'Additional Info']);
    const customer = Object.fromEntries(vm.cards[0].rows.map((r) => [r.label, r.value]));
    expect(customer).toMatchObject({ Name: 'Bhavana Gupta', 'Date of Birth': 'May 10 1990', Age: '36', 'Contact No.': '73040*****', 'Proposal Number': 'PRP1', MAID: 'MA1' });
    expect(vm.cards[3].rows).toEqual([
      // The insurer's own field names and values are data; Yes and No are the portal's words.
      { label: 'ProposalNumber', value: 'PRP1', labelIsData: true, valueIsData: true },
      { label: 'PinCode', value: '400053', labelIsData: true, valueIsData: true },
      { label: 'DND', value: 'Yes', labelIsData: true },
      { label: 'DNDCustomer', value: 'Yes', labelIsData: true },
    ]);
    expect(vm.timeline.map((t) => [t.title, t.remarks, t.when])).toEqual([
      ['New Appointment Request', 'Case received', 'Nov 20 2026, 09:30 AM'],
      ['Confirmed by Medical Center', 'No Remarks', 'Nov 21 2026, 09:30 AM'],
      ['Info submitted', 'Reports uploaded', 'Nov 22 2026, 11:30 AM'],
    ]);
    expect(vm.timeline[2].files).toEqual([{ id: 'b1', name: 'Invoice.pdf', kind: 'Bill' }, { id: 'r1', name: 'Blood report.pdf', kind: 'Report' }]);
    expect(vm.timeline[1].correspondences).toEqual([
      { id: 5, title: 'Call · Outbound · Call back later', when: 'Nov 21 2026, 10:30 AM', comment: 'Asked for a callback', files: [{ id: 'c1', name: 'Call notes.pdf', kind: 'Correspondence' }] },
    ]);
    expect(vm.communication?.counts).toEqual({ SMS: 1, Email: 1, WhatsApp: 0, Call: 0, Others: 0 });
  });

  it('shows an insurer the client site and agent details for e-sales, but no reports before QC approval', async () => {
    const { vm, port } = setup('insureradmin');
    port.record = historyRecord({ productType: 4625, visitType: 'Appointment', agentName: 'Pooja Shah', agentCode: 'AG-1001', agentMobileNumber: '9800000005', fileSourceId: 7, isPaid: true });
    await vm.start(10000769);
    expect(vm.cards.map((c) => c.title)).toEqual(['Customer Details', 'Appointment Details', 'Client Onsite Location', 'Agent details', 'Additional Info']);
    expect(vm.left).toMatchObject({ costType: 'Paid', visitType: 'Center Visit', source: 'PPMC | API' });
    expect(vm.timeline[2].files.map((f) => f.kind)).toEqual(['Bill']);
  });

  it('gives an insurer the reports once QC approved, and hides proposal and MAID outside 4625 and 9782', async () => {
    const { vm, port } = setup('insureradmin');
    const base = historyRecord({ productType: 3104 });
    port.record = { ...base, statuses: [...base.statuses, { ...base.statuses[0], statusId: 48, status: 'Reports Verified', remarks: null, doctorQualification: 'MBBS, MD' }] };
    await vm.start(10000769);
    expect(vm.timeline[2].files.map((f) => f.kind)).toEqual(['Bill', 'Report']);
    expect(vm.timeline[3]).toMatchObject({ title: 'Reports Verified', remarks: 'No Remarks', doctorQualification: 'MBBS, MD' });
    expect(vm.cards[0].rows.map((r) => r.label)).not.toContain('MAID');
  });

  it('opens a lab file by its signed URL in a new tab, and saves an insurer file', async () => {
    const lab = setup('dcadmin');
    await lab.vm.start(10000769);
    await lab.vm.openFile({ id: 'r1', name: 'Blood report.pdf', kind: 'Report' });
    expect(lab.files.calls).toEqual(['url r1 102']);
    expect(lab.opened).toEqual(['https://files.test/r1?sig=1&preview=true']);
    const insurer = setup('insureradmin');
    await insurer.vm.start(10000769);
    await insurer.vm.openFile({ id: 'b1', name: 'Invoice.pdf', kind: 'Bill' });
    expect(insurer.files.calls).toEqual(['bytes b1 Invoice.pdf']);
    expect(insurer.saved).toEqual(['Invoice.pdf']);
    expect(insurer.vm.openingFileId).toBeNull();
  });

  it("goes back to the user's own appointments list when the history cannot be loaded for now, saying to try later", async () => {
    const { vm, port, went, toaster } = setup('dcadmin');
    port.record = new Error('server down');
    await vm.start(10000769);
    expect(went).toEqual(['/dcadmin/appointments']);
    expect(toaster.said).toEqual(['error: Something went wrong. Please try again later']);
  });

  it('says a request is not available, not to try later, when it does not exist or is not the viewer\'s', async () => {
    const { vm, port, went, toaster } = setup('dcadmin');
    port.record = new RequestNotAvailable(10000769);
    await vm.start(10000769);
    expect(went).toEqual(['/dcadmin/appointments']);
    expect(toaster.said).toEqual(['error: This request is not available']);
    expect(vm.record).toBeNull();
    expect(vm.isLoading).toBe(false);
    // An id that is no request number is not asked for at all, and is not available either.
    const bad = setup('insureradmin');
    await bad.vm.start(Number('abc'));
    expect(bad.port.asked).toEqual([]);
    expect(bad.went).toEqual(['/insureradmin/appointments']);
    expect(bad.toaster.said).toEqual(['error: This request is not available']);
  });
});
