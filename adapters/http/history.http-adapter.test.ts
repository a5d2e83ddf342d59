import { describe, expect, it } from 'vitest';
import { createInsuranceClient, createMedibuddyCentralClient } from './clients.ts';
import { RequestNotAvailable } from '../../core/history/request-history.port.ts';
import { HistoryCallFailed, HistoryFilesHttpAdapter, HistoryHttpAdapter } from './history.http-adapter.ts';
import { defaultHttpConfig } from './http-config.ts';

// The server signs links relative to itself (the page then opens them at its own origin).
const SIGNED = '/api/files/download/f1?expires=1795000000&signature=ab12';

function filesAdapter() {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    asked.push(`${url.pathname}${url.search}`);
    const answer = new Response(JSON.stringify({ isSuccess: true, signedUrl: SIGNED }), { status: 200, headers: { 'content-type': 'application/json' } });
    // As a real fetch does: the answer carries the address that answered.
    return Object.defineProperty(answer, 'url', { value: url.href });
  }) as typeof globalThis.fetch;
  const config = defaultHttpConfig('http://portal.test');
  const adapter = new HistoryFilesHttpAdapter(createMedibuddyCentralClient({ config, fetch }), createInsuranceClient({ config, fetch }));
  return { adapter, asked };
}

describe('HistoryFilesHttpAdapter', () => {
  it('asks for the signed link of a file and opens it as a preview, since the file service otherwise answers an attachment', async () => {
    const { adapter, asked } = filesAdapter();
    // Resolved against the server that answered, so a client outside a page can open it too.
    expect(await adapter.previewUrl('f1', 102)).toBe(`http://portal.test${SIGNED}&preview=true`);
    expect(asked).toEqual(['/api/medibuddyCentral/downloadFile?guid=f1&providerId=102']);
  });
});

/** The history adapter over a server that answers every call with one status and body. */
function historyAnswering(status: number, body: object) {
  const fetch = (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch;
  return new HistoryHttpAdapter(createInsuranceClient({ config: defaultHttpConfig('http://portal.test'), fetch }));
}

describe('HistoryHttpAdapter.history', () => {
  it("reads the server's 404 (an unknown request, or another's) as a request that is not available", async () => {
    const failure = await historyAnswering(404, { isSuccess: false, errorMessage: 'Not found' }).history(42).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestNotAvailable);
    expect((failure as RequestNotAvailable).requestId).toBe(42);
  });

  it('keeps any other refusal a failed call, which the page treats as passing trouble', async () => {
    await expect(historyAnswering(500, { isSuccess: false, errorMessage: 'Database down' }).history(42)).rejects.toBeInstanceOf(HistoryCallFailed);
  });
});

describe('HistoryHttpAdapter resend', () => {
  const UNKNOWN = "Not a contact of this request: a message can only be resent to the request's own e-mail or mobile";

  function historyAdapter(answer: (path: string) => { status: number; body: unknown }) {
    const sent: { path: string; body: unknown }[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      sent.push({ path, body: await request.json() });
      const { status, body } = answer(path);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    return { adapter: new HistoryHttpAdapter(createInsuranceClient({ config: defaultHttpConfig('http://portal.test'), fetch })), sent };
  }

  it('reads the offered recipients and resends to one by its id', async () => {
    const { adapter, sent } = historyAdapter((path) =>
      path.endsWith('/resendRecipients')
        ? { status: 200, body: { isSuccess: true, recipients: [{ recipientId: 'phone', display: '98765*****', source: 'customer' }] } }
        : { status: 200, body: { isSuccess: true, errorMessage: null } },
    );
    expect(await adapter.resendRecipients(7, 11)).toEqual([{ id: 'phone', display: '98765*****', source: 'customer' }]);
    expect(await adapter.resend({ requestId: 7, contractId: 9782, messageId: 11, statusId: 23, recipientId: 'phone' })).toEqual({ ok: true });
    expect(sent).toEqual([
      { path: '/api/insurance/resendRecipients', body: { requestId: 7, emailAuditLogId: 11 } },
      { path: '/api/insurance/resendMailSMS', body: { contractId: 9782, requestId: 7, statusId: 23, emailAuditLogId: 11, recipientId: 'phone' } },
    ]);
  });

  it("keeps a refusal's reason without the field the server names first", async () => {
    const { adapter } = historyAdapter(() => ({ status: 400, body: { isSuccess: false, errorMessage: `body/recipientId: ${UNKNOWN}` } }));
    expect(await adapter.resend({ requestId: 7, contractId: 9782, messageId: 11, statusId: 23, recipientId: 'email' })).toEqual({ ok: false, message: UNKNOWN });
  });
});
