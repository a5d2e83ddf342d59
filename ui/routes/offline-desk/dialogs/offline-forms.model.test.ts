import { describe, expect, it } from 'vitest';
import { FakeOfflineDeskPort, offlineRequest } from '../offline-desk.fixture.ts';
import { OfflineAttendedFormModel } from './offline-forms.model.ts';
import { PrescriptionFormModel } from './prescription-form.model.ts';

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF'], name, { type: 'application/pdf' });
const row = offlineRequest({ id: 4, statusId: 23 });

describe('the attended form', () => {
  it('asks one consult for remarks and feedback, a bulk for remarks only', () => {
    const one = new OfflineAttendedFormModel([row], false);
    one.setRemarks('Seen');
    expect(one.problem).toBe('Please choose the feedback');
    one.setFeedback('Satisfied');
    expect([one.problem, one.items]).toEqual([undefined, [{ requestId: 4, action: 'Attended', remarks: 'Seen', userFeedback: 'Satisfied' }]]);
    const bulk = new OfflineAttendedFormModel([row, offlineRequest({ id: 5 })], true);
    expect(bulk.problem).toBe('Remarks are required');
    bulk.setRemarks('Seen');
    expect(bulk.problem).toBeUndefined();
  });
});

describe('the prescription form', () => {
  it('needs a saved file and remarks; a removed file is not attached', async () => {
    const port = new FakeOfflineDeskPort();
    const form = new PrescriptionFormModel(port, row);
    form.setRemarks('Rx attached');
    expect(form.problem).toBe('Please upload at least one file');
    await form.queue.addFiles([pdf('rx-1.pdf'), pdf('rx-2.pdf')]);
    expect(port.uploads).toEqual([{ name: 'rx-1.pdf', contractType: 3104 }, { name: 'rx-2.pdf', contractType: 3104 }]);
    form.queue.remove(form.queue.entries[0].id);
    expect(form.item).toEqual({ requestId: 4, action: 'UPLOAD_DOCUMENT', remarks: 'Rx attached', reports: { 'rx-2': 'rx-2.pdf' } });
    form.setRemarks(' ');
    expect(form.problem).toBe('Remarks are required');
  });

  it("offers the consult's earlier prescriptions; a ticked one is attached and counts as a file", async () => {
    const port = new FakeOfflineDeskPort();
    port.earlierPrescriptions = [{ key: 'rx-old', name: 'Rx 2 March.pdf' }, { key: 'rx-older', name: 'Rx 1 March.pdf' }];
    const form = new PrescriptionFormModel(port, row);
    await form.earlier.load();
    expect([port.historyReads, form.earlier.files.map((p) => p.name)]).toEqual([[4], ['Rx 2 March.pdf', 'Rx 1 March.pdf']]);
    form.setRemarks('Same Rx, now legible');
    expect(form.problem).toBe('Please upload at least one file');
    form.earlier.toggle('rx-old');
    expect([form.problem, form.item.reports]).toEqual([undefined, { 'rx-old': 'Rx 2 March.pdf' }]);
    await form.queue.addFiles([pdf('rx-new.pdf')]);
    form.earlier.toggle('rx-old');
    expect(form.item.reports).toEqual({ 'rx-1': 'rx-new.pdf' });
  });

  it('still takes new files when the history cannot be read', async () => {
    const port = new FakeOfflineDeskPort();
    port.historyError = new Error('offline');
    const form = new PrescriptionFormModel(port, row);
    await form.earlier.load();
    expect(form.earlier.files).toEqual([]);
    await form.queue.addFiles([pdf('rx-new.pdf')]);
    form.setRemarks('Rx attached');
    expect(form.problem).toBeUndefined();
  });
});
