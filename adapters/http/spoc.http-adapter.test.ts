import { describe, expect, it } from 'vitest';
import { EMPTY_SPOC_FORM } from '../../core/spoc/spoc-form.ts';
import { spocPayload } from '../../core/spoc/spoc-payload.ts';
import { SPOC_ROLES } from '../../core/spoc/spoc-roles.ts';
import { SpocCallRefused } from '../../core/spoc/spoc.port.ts';
import { createProviderClient } from './clients.ts';
import { defaultHttpConfig } from './http-config.ts';
import { SpocHttpAdapter } from './spoc.http-adapter.ts';
import { ServerFault } from './wire-error.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function adapterAnswering(answer: () => Response) {
  const sent: { method: string; path: string; query: string; body?: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    sent.push({ method: request.method, path: url.pathname, query: url.search, ...(request.method === 'POST' ? { body: await request.json() } : {}) });
    return answer();
  }) as typeof globalThis.fetch;
  return { adapter: new SpocHttpAdapter(createProviderClient({ config: defaultHttpConfig('http://portal.test'), fetch })), sent };
}

const user = {
  userId: 41, userName: 'meera', firstName: 'Meera', lastName: 'Iyer', emailId: 'meera@clinic.example', entityId: 100, isActive: true,
  roles: [{ roleId: 1001, roleName: 'admin' }], properties: { getDoctorUpdate: { Email: true, SMS: false, Whatsapp: false } }, createdOn: '2026-01-02T03:04:05.000Z',
};
const payload = spocPayload(
  { ...EMPTY_SPOC_FORM, userName: 'meera', userId: 41, firstName: 'Meera', lastName: 'Iyer', email: 'meera@clinic.example', accessLevel: 'admin', comms: { ...EMPTY_SPOC_FORM.comms, selection: 'No' } },
  { entityId: 100, isMasterProvider: false },
  SPOC_ROLES,
);

describe('SpocHttpAdapter', () => {
  it('reads a SPOC, a missing topic as all channels off and missing fields as null', async () => {
    const { adapter, sent } = adapterAnswering(() => json({ isSuccess: true, data: user }));
    const spoc = await adapter.details('meera', 41);
    expect(spoc).toMatchObject({ email: 'meera@clinic.example', mobileNo: null, whatsAppNumber: null, createdBy: null, roleNames: ['admin'] });
    expect(spoc.notifications).toEqual({ getSpocUpdate: { Email: false, SMS: false, Whatsapp: false }, getDoctorUpdate: { Email: true, SMS: false, Whatsapp: false }, getOrderUpdate: { Email: false, SMS: false, Whatsapp: false } });
    expect(sent).toEqual([{ method: 'GET', path: '/api/provider/getSPOCDetails', query: '?userName=meera&userId=41' }]);
  });

  it('asks getRoles for application 10007 and sends an update to updateSpocProfile', async () => {
    const roles = adapterAnswering(() => json({ isSuccess: true, roles: [{ id: 1001, name: 'admin' }, { id: 1002, name: 'editor', grantable: false }] }));
    expect(await roles.adapter.roles()).toEqual([{ id: 1001, name: 'admin' }, { id: 1002, name: 'editor', grantable: false }]);
    expect(roles.sent[0]).toMatchObject({ method: 'GET', path: '/api/provider/getRoles', query: '?appId=10007' });
    const saved = adapterAnswering(() => json({ isSuccess: true, success: true }));
    await saved.adapter.update(payload);
    expect(saved.sent[0]).toMatchObject({ path: '/api/provider/updateSpocProfile', body: { userName: 'meera', userId: 41, userRoles: [1001] } });
  });

  it('refuses a 409 with its code, a 200 that did not succeed, and treats a 5xx as a fault', async () => {
    const taken = adapterAnswering(() => json({ errorMessage: 'User_Already_Present', error: 'User_Already_Present' }, 409));
    await expect(taken.adapter.create(payload)).rejects.toEqual(new SpocCallRefused(409, 'User_Already_Present'));
    const unsaid = adapterAnswering(() => json({ isSuccess: false, success: false }));
    await expect(unsaid.adapter.create(payload)).rejects.toBeInstanceOf(SpocCallRefused);
    const status = adapterAnswering(() => json({ isSuccess: false }));
    await expect(status.adapter.setStatus({ active: false, providerMasterEntityId: null, entityId: 100, userName: 'meera', userId: 41, modifiedBy: 'x' })).rejects.toBeInstanceOf(SpocCallRefused);
    const broken = adapterAnswering(() => json({ errorMessage: 'getSpocList is not available on this server yet' }, 501));
    await expect(broken.adapter.list({ entityId: 100, services: [], specialities: [], profileStatus: [], filterEntityIds: [], firstName: '', page: 0 })).rejects.toBeInstanceOf(ServerFault);
  });
});
