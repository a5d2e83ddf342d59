import { DEMO_PASSWORD, type Portal } from './portal.ts';

/** A call to the running server as a signed-in user: the parsed JSON body and the status. */
export type ApiCall = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;

/** Signs a demo user in through the API (code from the outbox) and answers a caller with their token. */
export async function apiAs(portal: Portal, userName: string): Promise<{ token: string; call: ApiCall }> {
  const post = async (path: string, body: unknown) =>
    (await fetch(portal.url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const first = await post('/api/provider/Authenticate', { userName, password: DEMO_PASSWORD, applicationId: 10007 });
  let token: string | undefined = first.accessToken;
  if (!token) {
    const otp = await portal.latestCode(userName);
    const second = await post('/api/provider/verifyOTP', { otp, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken });
    token = second.accessToken;
  }
  if (!token) throw new Error(`could not sign ${userName} in`);
  const accessToken = token;
  const call: ApiCall = async (method, path, body) => {
    const isForm = body instanceof FormData;
    const res = await fetch(portal.url(path), {
      method,
      headers: { accesstoken: accessToken, ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as never };
  };
  return { token: accessToken, call };
}
