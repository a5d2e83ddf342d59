import { describe, expect, it } from 'vitest';
import { AuthHttpAdapter } from './auth.http-adapter.ts';
import { createMedibuddyCentralClient, createProviderClient } from './clients.ts';
import { defaultHttpConfig } from './http-config.ts';

const wireUser = {
  firstName: 'Asha', lastName: 'Rao', userName: 'dcadmin', userEmail: 'a@x.in', userId: 7, providerId: 10, parentId: null,
  entityType: 'DC', entityName: 'City Lab', entityId: 10, role: 'dcadmin', roleId: 5432, corporateIDs: [],
  parentProvider: { isParent: true, childEntities: { '11': 'City Lab Baner' } }, selectedProviders: [], properties: {},
  rolesFeatures: { roles: [{ roleId: 5432, roleName: 'dcadmin' }], features: [{ featureName: 'VIEW_LABS' }] },
};

function serverAnswering(routes: Record<string, { status: number; body: unknown }>) {
  const bodies: Record<string, unknown> = {};
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    bodies[path] = await request.clone().json().catch(() => undefined);
    const answer = routes[path] ?? { status: 404, body: { isSuccess: false, errorMessage: 'nope' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const config = defaultHttpConfig('http://portal.test');
  const adapter = new AuthHttpAdapter(createProviderClient({ config, fetch }), createMedibuddyCentralClient({ config, fetch }));
  return { adapter, bodies };
}

describe('AuthHttpAdapter', () => {
  it('asks for a code with the challenge the server sent', async () => {
    const { adapter, bodies } = serverAnswering({
      '/api/provider/Authenticate': {
        status: 200,
        body: { isAuthenticated: false, isOtpNeeded: true, isSuccess: true, userId: 7, encryptedToken: 'enc', otpSentOn: 'a***@x.in' },
      },
    });
    expect(await adapter.authenticate({ userName: 'dcadmin', password: 'Demo@1234' })).toEqual({
      kind: 'codeNeeded',
      challenge: { userId: 7, encryptedToken: 'enc', sentTo: 'a***@x.in' },
    });
    expect(bodies['/api/provider/Authenticate']).toEqual({ userName: 'dcadmin', password: 'Demo@1234', applicationId: 10007 });
  });

  it('hands over an older portal token with fromOldPortal and the provider id', async () => {
    const { adapter, bodies } = serverAnswering({
      '/api/provider/Authenticate': {
        status: 200,
        body: { isAuthenticated: true, isOtpNeeded: false, isSuccess: true, accessToken: 't', userFeatureHash: 'h', userDetails: { ...wireUser, mayCreateOrder: true }, hospDetails: { hospName: 'City Lab', address: 'Pune' } },
      },
    });
    const outcome = await adapter.authenticate({ handOverToken: 'old', providerId: 10 });
    expect(outcome.kind).toBe('granted');
    // The Create Order allow-list reaches the stored session, so the drawer and route guard can read it.
    expect(outcome.kind === 'granted' && outcome.granted.user.mayCreateOrder).toBe(true);
    expect(bodies['/api/provider/Authenticate']).toEqual({ accessToken: 'old', fromOldPortal: true, providerId: 10, applicationId: 10007 });
  });

  it('reports a refusal with the server reason, and a wrong code with its error field', async () => {
    const { adapter } = serverAnswering({
      '/api/provider/Authenticate': { status: 200, body: { isAuthenticated: false, isOtpNeeded: false, isSuccess: false, errorMessage: 'Invalid_Credentials' } },
      '/api/provider/verifyOTP': { status: 200, body: { success: false, error: 'Invalid_OTP' } },
    });
    expect(await adapter.authenticate({ userName: 'x', password: 'y' })).toEqual({ kind: 'refused', serverMessage: 'Invalid_Credentials' });
    expect(await adapter.verifyOtp({ userId: 7, encryptedToken: 'enc', sentTo: '' }, '12345')).toEqual({ kind: 'refused', serverError: 'Invalid_OTP' });
  });

  it('throws on a server fault so sign-in says it was unable to log in', async () => {
    const { adapter } = serverAnswering({ '/api/provider/Authenticate': { status: 503, body: {} } });
    await expect(adapter.authenticate({ userName: 'x', password: 'y' })).rejects.toThrow();
  });

  it('reads the valid services with the fresh token', async () => {
    const { adapter } = serverAnswering({
      '/api/medibuddyCentral/validServices': { status: 200, body: { isSuccess: true, data: { validServices: ['LABS', 'OFFLINE_CONSULTS', 'OTHER'] } } },
    });
    expect(await adapter.validServices('t')).toEqual(['LABS', 'OFFLINE_CONSULTS']);
  });

  it('rejects when the valid services cannot be read, so sign-in stores nothing', async () => {
    const { adapter } = serverAnswering({ '/api/medibuddyCentral/validServices': { status: 500, body: {} } });
    await expect(adapter.validServices('t')).rejects.toThrow();
  });
});
