/** A request as a fake API handler sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export type FakeAnswer = { status: number; body: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fetch that answers from handlers keyed by "METHOD /path" (the path after the origin), and
 * records every call; unknown calls get a 404. For view tests that run the real HTTP adapters.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://portal.test');
    const text = await request.clone().text();
    const call: FakeRequest = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined, headers: request.headers };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : { status: 404, body: { isSuccess: false, errorMessage: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
