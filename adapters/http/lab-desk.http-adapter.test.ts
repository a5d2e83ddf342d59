import { describe, expect, it } from 'vitest';
import { LabDeskHttpAdapter } from './lab-desk.http-adapter.ts';
import { createFilesClient, createInsuranceClient, createMedibuddyCentralClient, createProviderClient } from './clients.ts';
import { defaultHttpConfig } from './http-config.ts';

const answer = { success: true, error: null, updatedRequestIds: [1, 2], results: [1, 2].map((requestId) => ({ requestId, success: true, statusId: 23, error: null })) };

/** A server that records each updateRequests call's Idempotency-Key; it can drop the first connection. */
function server(options: { dropFirst?: boolean; body?: object } = {}) {
  const keys: (string | null)[] = [];
  let dropped = !options.dropFirst;
  const fetch = (async (input: RequestInfo | URL) => {
    keys.push((input as Request).headers.get('idempotency-key'));
    if (!dropped) {
      dropped = true;
      throw new TypeError('fetch failed');
    }
    return new Response(JSON.stringify(options.body ?? answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const config = defaultHttpConfig('http://portal.test');
  const adapter = new LabDeskHttpAdapter(createMedibuddyCentralClient({ config, fetch }), createProviderClient({ config, fetch }), createInsuranceClient({ config, fetch }), createFilesClient({ config, fetch }));
  return { adapter, keys };
}

const scope = { userId: 7, providerId: 100, fetchForProviders: [] };
const items = [1, 2].map((requestId) => ({ requestId, action: 'Confirm' as const, remarks: 'ok' }));

describe('LabDeskHttpAdapter.update', () => {
  it('sends a fresh Idempotency-Key with every bulk action', async () => {
    const { adapter, keys } = server();
    await adapter.update(scope, items);
    await adapter.update(scope, items);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('retries a dropped call once with the same key, so the server applies nothing twice', async () => {
    const { adapter, keys } = server({ dropFirst: true });
    expect((await adapter.update(scope, items)).success).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    ['error', { success: false, error: 'Slot already taken' }],
    ['errorMessage', { success: false, errorMessage: 'Slot already taken' }],
    ['message', { success: false, message: 'Slot already taken' }],
  ])("keeps the reason (%s) of an answer without per-row results, the spec's {success, error}", async (_field, body) => {
    const { adapter } = server({ body });
    expect(await adapter.update(scope, items)).toEqual({ success: false, error: 'Slot already taken', results: [] });
  });
});

describe('LabDeskHttpAdapter.requestFlow', () => {
  it("asks provider requestFlow for the request and reads the step's status and actions", async () => {
    const asked: { url: string; body: unknown }[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      asked.push({ url: request.url, body: await request.json() });
      const step = { isSuccess: true, requestId: 9, requestFlowId: 77, currentStatusId: 37, currentStatus: 'Info submitted', nextPossibleActions: [] };
      return new Response(JSON.stringify(step), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const config = defaultHttpConfig('http://portal.test');
    const adapter = new LabDeskHttpAdapter(createMedibuddyCentralClient({ config, fetch }), createProviderClient({ config, fetch }), createInsuranceClient({ config, fetch }), createFilesClient({ config, fetch }));
    expect(await adapter.requestFlow(9)).toEqual({ requestFlowId: 77, statusId: 37, nextActions: [] });
    expect(asked).toEqual([{ url: 'http://portal.test/api/provider/requestFlow', body: { requestId: 9 } }]);
  });
});

describe('LabDeskHttpAdapter.previewFile', () => {
  function files(status: number, body: BodyInit, type: string) {
    const asked: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      asked.push(`${(input as Request).method} ${(input as Request).url}`);
      return new Response(body, { status, headers: { 'content-type': type } });
    }) as typeof globalThis.fetch;
    const config = defaultHttpConfig('http://portal.test');
    const adapter = new LabDeskHttpAdapter(createMedibuddyCentralClient({ config, fetch }), createProviderClient({ config, fetch }), createInsuranceClient({ config, fetch }), createFilesClient({ config, fetch }));
    return { adapter, asked };
  }

  it('asks the file service for the preview and answers its bytes', async () => {
    const { adapter, asked } = files(200, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    const blob = await adapter.previewFile('fKey_1');
    expect(asked).toEqual(['GET http://portal.test/api/files/fKey_1?preview=true']);
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it("rejects with the server's reason when the file is not the caller's", async () => {
    const { adapter } = files(404, JSON.stringify({ isSuccess: false, success: false, errorMessage: 'File not found', error: 'File not found' }), 'application/json');
    await expect(adapter.previewFile('fOther')).rejects.toMatchObject({ name: 'LabDeskRefusal', reason: 'File not found', status: 404 });
  });
});
