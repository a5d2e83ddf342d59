import { describe, expect, it } from 'vitest';
import { LabDeskRefusal } from '../../../../core/appointments/lab-desk.port.ts';
import { FakeLabDeskPort, labRequest } from '../lab-desk.fixture.ts';
import { DocumentFormModel } from './document-form.model.ts';

const pdf = (name: string) => new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF'], name, { type: 'application/pdf' });
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], name, { type: 'image/png' });
const attended = labRequest({ id: 9, statusId: 32, contractId: 3104 });
const ppmc = labRequest({ id: 10, statusId: 32, contractId: 9782, testCategory: 'Lab Test' });

describe('the document form', () => {
  it('uploads chosen files one by one and attaches the saved ones', async () => {
    const port = new FakeLabDeskPort();
    const form = new DocumentFormModel(port, attended);
    expect(form.actions).toEqual({ submit: 'Submit', partial: false });
    await form.addFiles([pdf('blood.pdf'), pdf('urine.pdf')]);
    expect(port.uploads).toEqual([{ name: 'blood.pdf', contractType: 3104 }, { name: 'urine.pdf', contractType: 3104 }]);
    expect(form.entries.map((e) => e.state)).toEqual(['saved', 'saved']);
    expect(form.progress).toBe(100);
    expect(form.reports).toEqual({ 'f-1': 'blood.pdf', 'f-2': 'urine.pdf' });
  });

  it("refuses Submit without a report ('No report uploaded') and without remarks", async () => {
    const form = new DocumentFormModel(new FakeLabDeskPort(), attended);
    form.setRemarks('All done');
    expect(form.prepare('Submit')).toBeUndefined();
    expect(form.shownProblem).toBe('No report uploaded');
    await form.addFiles([pdf('a.pdf')]);
    form.setRemarks('  ');
    expect(form.prepare('Submit')).toBeUndefined();
    expect(form.shownProblem).toBe('Remarks are required');
    form.setRemarks('All done');
    expect(form.prepare('Submit')).toEqual({ requestId: 9, action: 'Submit', remarks: 'All done', reports: { 'f-1': 'a.pdf' } });
  });

  it('marks a refused upload red with its reason; retry sends it again; delete drops it', async () => {
    const port = new FakeLabDeskPort();
    let refuse = true;
    port.uploadError = () => (refuse ? new LabDeskRefusal('Storage is busy', 400) : undefined);
    const form = new DocumentFormModel(port, attended);
    await form.addFiles([pdf('a.pdf')]);
    expect(form.entries[0]).toMatchObject({ state: 'failed', error: 'Storage is busy', retryable: true });
    refuse = false;
    await form.retry(form.entries[0].id);
    expect(form.entries[0].state).toBe('saved');
    form.remove(form.entries[0].id);
    expect(form.entries).toEqual([]);
  });

  it('checks a file by its bytes before sending it, and such a refusal cannot be retried', async () => {
    const port = new FakeLabDeskPort();
    const form = new DocumentFormModel(port, attended);
    await form.addFiles([new File(['MZ not a pdf'], 'evil.pdf'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'scan.pdf')]);
    expect(form.entries.map((e) => [e.state, e.error, e.retryable])).toEqual([
      ['failed', 'Only PDF, JPG and PNG files can be uploaded', false],
      ['failed', 'The content of scan.pdf does not match its name', false],
    ]);
    expect(port.uploads).toEqual([]);
  });

  it('previews a saved image as the file service keeps it, offers no preview for a PDF, and says when one fails', async () => {
    const port = new FakeLabDeskPort();
    const form = new DocumentFormModel(port, attended);
    await form.addFiles([png('wound.png'), pdf('blood.pdf')]);
    const [image, report] = form.entries;
    expect([form.queue.canPreview(image!), form.queue.canPreview(report!)]).toEqual([true, false]);
    // The server answers what it kept (re-encoded), not what was chosen.
    const kept = new Blob(['re-encoded'], { type: 'image/png' });
    port.stored.set(image!.key!, kept);
    await form.queue.openPreview(image!.id);
    expect(form.queue.shown).toEqual({ name: 'wound.png', content: kept, failed: false });
    form.queue.closePreview();
    expect(form.queue.shown).toBeUndefined();
    await form.queue.openPreview(report!.id);
    expect(form.queue.shown).toBeUndefined();
    port.stored.clear();
    await form.queue.openPreview(image!.id);
    expect(form.queue.shown).toEqual({ name: 'wound.png', failed: true });
  });

  it('drops a preview that answers after its dialog was closed', async () => {
    const port = new FakeLabDeskPort();
    const form = new DocumentFormModel(port, attended);
    await form.addFiles([png('wound.png')]);
    const opening = form.queue.openPreview(form.entries[0]!.id);
    form.queue.closePreview();
    await opening;
    expect(form.queue.shown).toBeUndefined();
  });

  it('offers earlier reports to tick again, and Partial Upload where core allows it', async () => {
    const port = new FakeLabDeskPort();
    port.previous = [{ key: 'f-old', name: 'earlier.pdf' }];
    const form = new DocumentFormModel(port, ppmc);
    expect(form.actions).toEqual({ submit: 'Submit', partial: true });
    await form.earlier.load();
    form.togglePrevious('f-old');
    form.setRemarks('Blood only');
    expect(form.prepare('PartialReportUploaded')).toEqual({ requestId: 10, action: 'PartialReportUploaded', remarks: 'Blood only', reports: { 'f-old': 'earlier.pdf' } });
  });

  it('asks where the request stands as it opens; one moved on since the list was read sends nothing', async () => {
    const port = new FakeLabDeskPort();
    const form = new DocumentFormModel(port, attended);
    await form.checkFlow();
    expect([port.flowReads, form.movedOn]).toEqual([[9], false]);
    port.flow = { requestFlowId: 78, statusId: 37, nextActions: [] };
    const late = new DocumentFormModel(port, attended);
    await late.checkFlow();
    await late.addFiles([pdf('a.pdf')]);
    late.setRemarks('All done');
    expect([late.movedOn, late.prepare('Submit')]).toEqual([true, undefined]);
  });

  it('treats an unanswered flow question as not moved: the server still judges the action', async () => {
    const port = new FakeLabDeskPort();
    port.flowError = new LabDeskRefusal(null, 500);
    const form = new DocumentFormModel(port, attended);
    await form.checkFlow();
    await form.addFiles([pdf('a.pdf')]);
    form.setRemarks('All done');
    expect(form.prepare('Submit')).toEqual({ requestId: 9, action: 'Submit', remarks: 'All done', reports: { 'f-1': 'a.pdf' } });
  });
});

