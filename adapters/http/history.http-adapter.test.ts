import { describe, expect, it } from 'vitest';
import { createInsuranceClient, createMedibuddyCentralClient } from './clients.ts';
import { HistoryFilesHttpAdapter } from './history.http-adapter.ts';
import { defaultHttpConfig } from './http-config.ts';

const SIGNED = 'http://portal.test/api/files/download/f1?expires=1795000000&signature=ab12';

function filesAdapter() {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    asked.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ isSuccess: true, signedUrl: SIGNED }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const config = defaultHttpConfig('http://portal.test');
  const adapter = new HistoryFilesHttpAdapter(createMedibuddyCentralClient({ config, fetch }), createInsuranceClient({ config, fetch }));
  return { adapter, asked };
}

describe('HistoryFilesHttpAdapter', () => {
  it('asks for the signed link of a file and opens it as a preview, since the file service otherwise answers an attachment', async () => {
    const { adapter, asked } = filesAdapter();
    expect(await adapter.previewUrl('f1', 102)).toBe(`${SIGNED}&preview=true`);
    expect(asked).toEqual(['/api/medibuddyCentral/downloadFile?guid=f1&providerId=102']);
  });
});
