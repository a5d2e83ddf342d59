// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LabDeskRefusal } from '../../../../core/appointments/lab-desk.port.ts';
import { seriousViolations } from '../../../testing/axe.ts';
import { FakeLabDeskPort, labRequest } from '../lab-desk.fixture.ts';
import { DocumentDialog } from './document-dialog.tsx';
import { DocumentFormModel } from './document-form.model.ts';

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF'], name, { type: 'application/pdf' });

afterEach(cleanup);

function open(port: FakeLabDeskPort, row = labRequest({ id: 9, statusId: 32, contractId: 9782, testCategory: 'Lab Test' })) {
  document.documentElement.lang = 'en';
  document.title = 'Provider Portal';
  const form = new DocumentFormModel(port, row);
  const onSubmit = vi.fn((action: string) => form.prepare(action as 'Submit'));
  render(<DocumentDialog form={form} sending={false} onClose={() => {}} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog', { name: 'Upload Documents' });
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  return { form, dialog, input, onSubmit };
}

describe('the document dialog', () => {
  it("says 'No report uploaded' until a report is saved, then submits the saved files", async () => {
    const { dialog, input, onSubmit } = open(new FakeLabDeskPort());
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remarks/ }), { target: { value: 'All reports' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('No report uploaded');
    fireEvent.change(input, { target: { files: [pdf('blood.pdf'), pdf('urine.pdf')] } });
    await waitFor(() => expect(dialog.querySelectorAll('li[data-state=saved]')).toHaveLength(2));
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress: 2 of 2 saved' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Partial Upload' }));
    expect(onSubmit).toHaveBeenLastCalledWith('PartialReportUploaded');
    expect(onSubmit.mock.results.at(-1)?.value).toEqual({ requestId: 9, action: 'PartialReportUploaded', remarks: 'All reports', reports: { 'f-1': 'blood.pdf', 'f-2': 'urine.pdf' } });
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a saved image in a preview dialog, fetched from the file service', async () => {
    const port = new FakeLabDeskPort();
    // jsdom has no object URLs; the dialog's picture is made from one.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:kept-image');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { dialog, input } = open(port);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'wound.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png, pdf('blood.pdf')] } });
    await waitFor(() => expect(dialog.querySelectorAll('li[data-state=saved]')).toHaveLength(2));
    expect(within(dialog).queryByRole('button', { name: 'Preview blood.pdf' })).toBeNull();
    const kept = new Blob(['re-encoded'], { type: 'image/png' });
    port.stored.set('f-1', kept);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview wound.png' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview of wound.png' });
    const image = await within(preview).findByRole('img', { name: 'wound.png' });
    expect(image.getAttribute('src')).toBe('blob:kept-image');
    expect(createObjectURL).toHaveBeenCalledWith(kept);
    fireEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview of wound.png' })).toBeNull());
  });

  it('shows a refused upload in red with retry and delete, and previous reports to tick again', async () => {
    const port = new FakeLabDeskPort();
    port.previous = [{ key: 'f-old', name: 'earlier.pdf' }];
    let refuse = true;
    port.uploadError = () => (refuse ? new LabDeskRefusal('Exceeded the file size limit of 2MB', 400) : undefined);
    const { form, dialog, input } = open(port, labRequest({ id: 11, statusId: 33, contractId: 3104 }));
    await form.earlier.load();
    expect(within(dialog).queryByRole('button', { name: 'Partial Upload' })).toBeNull();
    expect(await within(dialog).findByRole('checkbox', { name: 'earlier.pdf' })).toBeTruthy();
    fireEvent.change(input, { target: { files: [pdf('scan.pdf')] } });
    expect(await within(dialog).findByText('Not saved: Exceeded the file size limit of 2MB')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry scan.pdf' }));
    await waitFor(() => expect(dialog.querySelectorAll('li[data-state=saved]')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete scan.pdf' }));
    expect(within(dialog).queryByText('scan.pdf')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows 'No Actions Allowed' instead of the inputs when another user has moved the request on", async () => {
    const port = new FakeLabDeskPort();
    port.flow = { requestFlowId: 77, statusId: 37, nextActions: [] };
    const { form, dialog } = open(port);
    await form.checkFlow();
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('No Actions Allowed'));
    expect(dialog.querySelector('input[type=file]')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
