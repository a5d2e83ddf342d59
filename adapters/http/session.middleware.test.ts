import { describe, expect, it, vi } from 'vitest';
import type { SessionStorePort } from '../../core/session/session-store.port.ts';
import type { Session } from '../../core/session/session.ts';
import { createMedibuddyCentralClient, createProviderClient } from './clients.ts';
import { defaultHttpConfig } from './http-config.ts';
import { sessionMiddleware } from './session.middleware.ts';

function fakeStore(token: string | null) {
  const calls: string[] = [];
  const store: SessionStorePort = {
    load: () => (token ? ({ accessToken: token } as Session) : undefined),
    save: () => calls.push('save'),
    clear: () => {
      calls.push('clear');
      token = null;
    },
    markExpired: () => calls.push('markExpired'),
    takeExpired: () => false,
    storedRoleName: () => undefined,
  };
  return { store, calls };
}

function answering(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    seen.push(input as Request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const config = defaultHttpConfig('http://portal.test');

describe('sessionMiddleware', () => {
  it('sends the stored token in the accesstoken header', async () => {
    const { store } = fakeStore('tok-1');
    const { fetch, seen } = answering(200, { isSuccess: true, data: { validServices: ['LABS'] } });
    const client = createMedibuddyCentralClient({ config, fetch, middleware: [sessionMiddleware({ store, onExpired: () => {} })] });
    await client.POST('/validServices', { body: {} });
    expect(seen[0].url).toBe('http://portal.test/api/medibuddyCentral/validServices');
    expect(seen[0].headers.get('accesstoken')).toBe('tok-1');
  });

  it('turns a 401 into a cleared, expired session and a trip to /login', async () => {
    const { store, calls } = fakeStore('tok-1');
    const onExpired = vi.fn();
    const { fetch } = answering(401, { isSuccess: false, errorMessage: 'Invalid Access Token' });
    const client = createProviderClient({ config, fetch, middleware: [sessionMiddleware({ store, onExpired })] });
    const { error } = await client.POST('/logout', { body: {} });
    expect(calls).toEqual(['clear', 'markExpired']);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(error).toEqual({ isSuccess: false, errorMessage: 'Invalid Access Token' });
  });

  it("ends the session on a 200 whose body says 'Invalid Access Token'", async () => {
    const { store, calls } = fakeStore('tok-1');
    const onExpired = vi.fn();
    const { fetch } = answering(200, { isSuccess: false, errorMessage: 'Invalid Access Token' });
    const client = createMedibuddyCentralClient({ config, fetch, middleware: [sessionMiddleware({ store, onExpired })] });
    await client.POST('/validServices', { body: {} });
    expect(calls).toEqual(['clear', 'markExpired']);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on other refusals and on calls made without a token', async () => {
    const withToken = fakeStore('tok-1');
    const onExpired = vi.fn();
    const forbidden = answering(403, { isSuccess: false, errorMessage: 'You are not Authorized for this action' });
    const client = createProviderClient({ config, fetch: forbidden.fetch, middleware: [sessionMiddleware({ store: withToken.store, onExpired })] });
    await client.POST('/logout', { body: {} });
    expect(withToken.calls).toEqual([]);

    const signedOut = fakeStore(null);
    const refused = answering(401, { isSuccess: false, errorMessage: 'Invalid Access Token' });
    const anon = createProviderClient({ config, fetch: refused.fetch, middleware: [sessionMiddleware({ store: signedOut.store, onExpired })] });
    await anon.POST('/Authenticate', { body: { userName: 'x', password: 'y', applicationId: 10007 } });
    expect(signedOut.calls).toEqual([]);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
