import { describe, expect, it } from 'vitest';
import { FileExport } from './file-export.ts';

const toasts = () => {
  const errors: string[] = [];
  return { errors, toaster: { error: (m: string) => void errors.push(m), success: () => {}, info: () => {} } };
};

describe("a list's Export", () => {
  it('saves the file under its name, once even when clicked twice while it runs', async () => {
    const saved: string[] = [];
    const { toaster } = toasts();
    const exporter = new FileExport({ save: async (_file, name) => void saved.push(name) }, toaster);
    let release!: () => void;
    const file = () => new Promise<Blob>((resolve) => (release = () => resolve(new Blob(['Id\r\n']))));
    const first = exporter.run(file, 'EsalesQueue.csv');
    await exporter.run(file, 'EsalesQueue.csv');
    expect(exporter.isExporting).toBe(true);
    release();
    await first;
    expect([saved, exporter.isExporting]).toEqual([['EsalesQueue.csv'], false]);
  });

  it("says 'Failed to export data' when the server refuses", async () => {
    const { errors, toaster } = toasts();
    const exporter = new FileExport({ save: async () => {} }, toaster);
    await exporter.run(() => Promise.reject(new Error('500')), 'AppointmentData.csv');
    expect([errors, exporter.isExporting]).toEqual([['Failed to export data'], false]);
  });
});
