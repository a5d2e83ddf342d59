import { describe, expect, it } from 'vitest';
import { BulkCasesRefusal } from '../../core/esales/bulk-cases.port.ts';
import { BulkCasesHttpAdapter } from './bulk-cases.http-adapter.ts';
import { createInsuranceClient } from './clients.ts';
import { defaultHttpConfig } from './http-config.ts';
import { ServerFault } from './wire-error.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function adapterAnswering(answer: () => Response) {
  const sent: { path: string; form?: Record<string, string> }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const entry: { path: string; form?: Record<string, string> } = { path: `${url.pathname}${url.search}` };
    if (request.method === 'POST') {
      const form = await request.formData();
      entry.form = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]));
    }
    sent.push(entry);
    return answer();
  }) as typeof globalThis.fetch;
  return { adapter: new BulkCasesHttpAdapter(createInsuranceClient({ config: defaultHttpConfig('http://portal.test'), fetch })), sent };
}

const request = { sourceId: 1, contractId: 4625, entityRelationId: 800301, entityName: 'Acme Ltd', userName: 'agent', dryRun: true };
const file = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('BulkCasesHttpAdapter', () => {
  it('sends the upload as multipart (numbers as text, absent options left out) and reads the per-row verdict', async () => {
    const { adapter, sent } = adapterAnswering(() =>
      json({ isSuccess: false, errorMessage: '1 row has errors; nothing was created', createdCount: 0, rowErrors: [{ row: 3, column: 'Email', reason: 'Enter valid email address' }] }),
    );
    expect(await adapter.upload(request, file, 'cases.xlsx')).toEqual({
      isSuccess: false,
      message: '1 row has errors; nothing was created',
      createdCount: 0,
      rowErrors: [{ row: 3, column: 'Email', reason: 'Enter valid email address' }],
    });
    expect(sent).toEqual([
      {
        path: '/api/insurance/uploadExcelOrders',
        form: { sourceId: '1', contractId: '4625', entityRelationId: '800301', entityName: 'Acme Ltd', userName: 'agent', dryRun: 'true', excel_file: 'file:cases.xlsx' },
      },
    ]);
  });

  it('rejects a refusal with its status and message, and a server fault as a fault', async () => {
    await expect(adapterAnswering(() => json({ errorMessage: 'You are not Authorized for this action' }, 403)).adapter.upload(request, file, 'c.xlsx')).rejects.toEqual(
      new BulkCasesRefusal('You are not Authorized for this action', 403),
    );
    await expect(adapterAnswering(() => json({}, 503)).adapter.childEntities(200)).rejects.toBeInstanceOf(ServerFault);
  });

  it('reads the template and the file name the server gives it', async () => {
    const { adapter, sent } = adapterAnswering(
      () => new Response(new Uint8Array([0x50, 0x4b]), { status: 200, headers: { 'content-disposition': 'attachment; filename="E-Sales-bulk-cases.xlsx"' } }),
    );
    const { file: template, fileName } = await adapter.template(4625);
    expect(fileName).toBe('E-Sales-bulk-cases.xlsx');
    expect(template.size).toBe(2);
    expect(sent).toEqual([{ path: '/api/insurance/downloadSampleFormat?contractId=4625' }]);
  });
});
