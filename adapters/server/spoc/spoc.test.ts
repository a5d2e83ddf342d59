import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';
import { SPOC_ROLES, spocRolesFor } from '../../../core/spoc/spoc-roles.ts';

const U = FIXTURE.users;
const ADMIN_FEATURES = ['VIEW_OFFLINE', 'UPDATE_DOCTOR', 'UPDATE_DOCTOR_STATUS', 'VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS', 'RESET_PASSWORD'];
const roleIds = (names: string[]) => names.map((n) => SPOC_ROLES.find((r) => r.name === n)!.id);
const OFF = { Email: false, SMS: false, Whatsapp: false };
const NEW_PASSWORD = 'Spoc#2026pw';

describe.each(TEST_ENGINES)('SPOC management on %s', (engine) => {
  let s: TestServer;
  let clinic: string;
  let lab: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    await s.db.query('UPDATE app_user SET features = $2 WHERE id = ANY($1::int[])', [[U.clinic.id, U.dcadmin.id], ADMIN_FEATURES.concat('VIEW_LABS')]);
    await s.db.query(`UPDATE app_user SET spoc_roles = $2, notify = $3, created_on = '2026-01-01' WHERE id = $1`, [U.clinic.id, spocRolesFor('admin', { ofc: ['Dermatologist'] }), JSON.stringify({ getSpocUpdate: { Email: true, SMS: false, Whatsapp: false } })]);
    await s.db.query('UPDATE app_user SET spoc_roles = $2 WHERE id = $1', [U.dcadmin.id, spocRolesFor('admin', { labs: ['Pathology'] })]);
    clinic = await s.signIn(U.clinic.userName);
    lab = await s.signIn(U.dcadmin.userName);
  }, 60_000);
  afterAll(() => s?.close());

  const payload = (more: object = {}) => ({
    applicationId: 10007, firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@clinic.example', phoneNumber: '9812345678', entityId: 200,
    userRoles: roleIds(spocRolesFor('editor', { ofc: ['Dermatologist', 'Pediatrician'] })), whatsappno: '',
    getSpocUpdate: OFF, getDoctorUpdate: { Email: true, SMS: false, Whatsapp: true }, getOrderUpdate: OFF, ...more,
  });
  const create = (body: object, token = clinic) => s.call('POST', '/api/provider/CreateUser', { token, body });
  const details = (userId: number, userName: string, token = clinic) => s.call('GET', `/api/provider/getSPOCDetails?userId=${userId}&userName=${userName}`, { token });
  const list = (body: object, token = clinic) => s.call('POST', '/api/provider/getSpocList', { token, body: { entityId: 200, startIndex: 0, range: 10, ...body } });
  const outbox = (recipient: string) => s.db.query<{ subject: string; body: string; purpose: string; channel: string }>('SELECT subject, body, purpose, channel FROM outbox WHERE recipient = $1 ORDER BY id', [recipient]);
  /** Follows the set-password link the new SPOC was e-mailed, then signs in with the code. */
  const firstSignIn = async (email: string, userName: string) => {
    const [mail] = (await outbox(email)).filter((m) => m.subject === 'Set your password');
    const resetToken = mail!.body.match(/resettoken=([A-Za-z0-9_-]+)/)![1];
    const set = await s.call('POST', '/api/password/MarketPlaceLogon/ResetPassword', { body: { newPassword: NEW_PASSWORD, retypePassword: NEW_PASSWORD, appID: 10007, resetToken } });
    expect(set.statusCode).toBe(200);
    return s.signIn(userName, NEW_PASSWORD);
  };

  it('creates a SPOC as a real user who sets a password from the e-mailed link and signs in with the code', async () => {
    const res = await create(payload());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true, success: true, userName: 'priya.shah' });
    const { userId } = res.json();
    const [user] = await s.db.query<{ features: string[]; read_only: boolean; provider_id: number }>('SELECT features, read_only, provider_id FROM app_user WHERE id = $1', [userId]);
    expect(user).toEqual({ features: ['VIEW_OFFLINE', 'UPDATE_DOCTOR'], read_only: false, provider_id: 200 });
    await expect(s.signIn('priya.shah', FIXTURE.password)).rejects.toThrow();
    const token = await firstSignIn('priya.shah@clinic.example', 'priya.shah');
    const me = await details(userId, 'priya.shah');
    expect(me.json().data).toMatchObject({ firstName: 'Priya', mobileNo: '9812345678', isActive: true, createdByUser: U.clinic.userName, properties: { getDoctorUpdate: { Email: true, SMS: false, Whatsapp: true } } });
    // An editor works consults but may not create SPOCs.
    expect((await create(payload({ email: 'x@clinic.example' }), token)).statusCode).toBe(403);
    // The clinic admin chose SPOC notices by e-mail, so hears of the new SPOC.
    expect((await outbox(`${U.clinic.userName}@fixture.example`)).map((m) => [m.subject, m.purpose])).toContainEqual(['New SPOC', 'spocUpdate']);
  });

  it('tells a SPOC of doctor changes by the channels it chose, and of nothing it left off', async () => {
    await s.db.query(`INSERT INTO doctor (id, provider_id, first_name, last_name, is_active) VALUES (990, 200, 'Asha', 'Notice', true)`);
    const res = await s.call('POST', '/api/provider/updateDoctorStatus', { token: clinic, body: { isActive: false, providerIds: [200], doctorIds: [990] } });
    expect(res.statusCode).toBe(200);
    const toEmail = (await outbox('priya.shah@clinic.example')).filter((m) => m.purpose === 'doctorUpdate');
    expect(toEmail.map((m) => [m.channel, m.subject, m.body])).toEqual([['Email', 'Doctor status changed', `Dr Asha Notice was deactivated by ${U.clinic.userName}.`]]);
    expect((await outbox('9812345678')).map((m) => [m.channel, m.purpose])).toEqual([['WhatsApp', 'doctorUpdate']]);
    expect((await outbox(`${U.clinic.userName}@fixture.example`)).filter((m) => m.purpose === 'doctorUpdate')).toEqual([]);
  });

  it('refuses a taken user name or e-mail as User_Already_Present, and roles that do not make one level', async () => {
    const again = await create(payload());
    expect([again.statusCode, again.json().errorMessage]).toEqual([409, 'User_Already_Present']);
    const mixed = await create(payload({ email: 'mixed@clinic.example', userRoles: roleIds(['viewer', 'ofc/Dermatologist/*/editor']) }));
    expect([mixed.statusCode, mixed.json().errorMessage]).toEqual([400, 'body/userRoles: Every service role must be at the chosen access level']);
    expect((await s.db.query('SELECT 1 FROM app_user WHERE email = $1', ['mixed@clinic.example'])).length).toBe(0);
    const badName = await create(payload({ email: 'n@clinic.example', firstName: 'R2D2' }));
    expect(badName.statusCode).toBe(400);
  });

  it('lists the SPOCs of the entity by service, status and first name', async () => {
    const all = (await list({})).json();
    expect(all.users.map((u: { userName: string }) => u.userName)).toEqual(['priya.shah', U.clinic.userName]);
    expect(all.count).toBe(2);
    expect((await list({ spocNames: ['pri'] })).json().users.map((u: { userName: string }) => u.userName)).toEqual(['priya.shah']);
    expect((await list({ service: ['labs'] })).json().count).toBe(0);
    expect((await list({ speciality: ['Pediatrician'] })).json().count).toBe(1);
    expect((await list({ profileStatus: [false] })).json().count).toBe(0);
  });

  it('a labs viewer reads the lab lists without actions and is refused any action', async () => {
    const created = await create(payload({ firstName: 'Lab', lastName: 'Viewer', email: 'lab.viewer@lab.example', entityId: 100, userRoles: roleIds(spocRolesFor('viewer', { labs: ['Pathology'] })) }), lab);
    expect(created.statusCode).toBe(200);
    const token = await firstSignIn('lab.viewer@lab.example', 'lab.viewer');
    const page = await s.call('POST', '/api/medibuddyCentral/RequestDetails', { token, body: { userId: created.json().userId, providerId: 100, services: 'LABS', sourcePage: 10, rows: 10, pageNumber: 1 } });
    expect(page.statusCode).toBe(200);
    const rows = page.json().data.requestDetails;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { nextActions: unknown[] }) => r.nextActions.length === 0)).toBe(true);
    const act = await s.call('POST', '/api/medibuddyCentral/updateRequests', { token, body: { userId: created.json().userId, providerId: 100, services: 'LABS', requestUpdateData: [{ requestId: rows[0].id, action: 'Confirm', remarks: 'ok' }] } });
    expect(act.statusCode).toBe(403);
  });

  it("another provider's admin cannot read or change a SPOC (404)", async () => {
    const [priya] = await s.db.query<{ id: number }>(`SELECT id FROM app_user WHERE user_name = 'priya.shah'`);
    expect((await details(priya!.id, 'priya.shah', lab)).statusCode).toBe(404);
    expect((await s.call('POST', '/api/provider/updateSpocStatus', { token: lab, body: { active: false, entityId: 200, userName: 'priya.shah', userId: priya!.id } })).statusCode).toBe(404);
    expect((await s.call('POST', '/api/provider/updateSpocProfile', { token: lab, body: { ...payload(), entityId: 100, userName: 'priya.shah', userId: priya!.id } })).statusCode).toBe(404);
    expect((await list({}, lab)).statusCode).toBe(403);
  });

  it('deactivating a SPOC ends its session at once; editing changes what it may do', async () => {
    const [priya] = await s.db.query<{ id: number }>(`SELECT id FROM app_user WHERE user_name = 'priya.shah'`);
    const token = await s.signIn('priya.shah', NEW_PASSWORD);
    const viewer = roleIds(spocRolesFor('viewer', { ofc: ['Dermatologist'] }));
    expect((await s.call('POST', '/api/provider/updateSpocProfile', { token: clinic, body: { ...payload(), userRoles: viewer, userName: 'priya.shah', userId: priya!.id } })).statusCode).toBe(200);
    expect((await s.db.query<{ read_only: boolean }>('SELECT read_only FROM app_user WHERE id = $1', [priya!.id]))[0]!.read_only).toBe(true);
    const off = await s.call('POST', '/api/provider/updateSpocStatus', { token: clinic, body: { active: false, entityId: 200, userName: 'priya.shah', userId: priya!.id } });
    expect(off.json()).toEqual({ isSuccess: true });
    expect((await s.call('POST', '/api/provider/getSpocList', { token, body: { entityId: 200, startIndex: 0, range: 10 } })).statusCode).toBe(401);
    expect((await list({ profileStatus: [false] })).json().users.map((u: { userName: string }) => u.userName)).toEqual(['priya.shah']);
  });

  it('refuses to reactivate a SPOC holding roles the admin does not hold, as creating one would be', async () => {
    const [priya] = await s.db.query<{ id: number; spoc_roles: string[] }>(`SELECT id, spoc_roles FROM app_user WHERE user_name = 'priya.shah'`);
    await s.db.query(`UPDATE app_user SET spoc_roles = array_append(spoc_roles, 'labs/Pathology/*/admin') WHERE id = $1`, [priya!.id]);
    const on = await s.call('POST', '/api/provider/updateSpocStatus', { token: clinic, body: { active: true, entityId: 200, userName: 'priya.shah', userId: priya!.id } });
    expect([on.statusCode, on.json().errorMessage]).toEqual([403, 'You may grant only the services and access levels you hold']);
    expect((await s.db.query<{ is_active: boolean }>('SELECT is_active FROM app_user WHERE id = $1', [priya!.id]))[0]!.is_active).toBe(false);
    await s.db.query('UPDATE app_user SET spoc_roles = $2 WHERE id = $1', [priya!.id, priya!.spoc_roles]);
    const back = await s.call('POST', '/api/provider/updateSpocStatus', { token: clinic, body: { active: true, entityId: 200, userName: 'priya.shah', userId: priya!.id } });
    expect(back.json()).toEqual({ isSuccess: true });
  });

  it('serves the role catalogue to those who create or edit SPOCs, marking what the caller may grant', async () => {
    const res = await s.call('GET', '/api/provider/getRoles?appId=10007', { token: clinic });
    expect(res.json().roles.slice(0, 3)).toEqual([{ id: 1001, name: 'admin', grantable: true }, { id: 1002, name: 'editor', grantable: true }, { id: 1003, name: 'viewer', grantable: true }]);
    const grantable = res.json().roles.filter((r: { grantable: boolean }) => r.grantable).map((r: { name: string }) => r.name.split('/')[0]);
    expect(new Set(grantable)).toEqual(new Set(['admin', 'editor', 'viewer', 'ofc']));
    const reader = await s.signIn(U.otherLab.userName);
    expect((await s.call('GET', '/api/provider/getRoles?appId=10007', { token: reader })).statusCode).toBe(403);
  });

  it('refuses an offline-consult admin granting Labs, on create and on edit, and saves nothing', async () => {
    const labsAdmin = roleIds(spocRolesFor('admin', { labs: ['Pathology'] }));
    const users = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user'))[0]!.n;
    const before = await users();
    const created = await create(payload({ email: 'grab@clinic.example', userRoles: labsAdmin }));
    expect([created.statusCode, created.json().errorMessage]).toEqual([403, 'You may grant only the services and access levels you hold']);
    expect(await users()).toBe(before);

    const [priya] = await s.db.query<{ id: number; spoc_roles: string[]; features: string[] }>(`SELECT id, spoc_roles, features FROM app_user WHERE user_name = 'priya.shah'`);
    const edited = await s.call('POST', '/api/provider/updateSpocProfile', { token: clinic, body: { ...payload(), userRoles: labsAdmin, userName: 'priya.shah', userId: priya!.id } });
    expect(edited.statusCode).toBe(403);
    expect((await s.db.query(`SELECT id, spoc_roles, features FROM app_user WHERE id = $1`, [priya!.id]))[0]).toEqual(priya);

    // A SPOC who already has Labs keeps it through an edit by the offline-consult admin, which adds nothing new.
    const both = spocRolesFor('viewer', { ofc: ['Dermatologist'], labs: ['Pathology'] });
    await s.db.query('UPDATE app_user SET spoc_roles = $2 WHERE id = $1', [priya!.id, both]);
    const kept = await s.call('POST', '/api/provider/updateSpocProfile', { token: clinic, body: { ...payload(), firstName: 'Priyanka', userRoles: roleIds(both), userName: 'priya.shah', userId: priya!.id } });
    expect(kept.statusCode).toBe(200);
    const more = await s.call('POST', '/api/provider/updateSpocProfile', { token: clinic, body: { ...payload(), userRoles: roleIds([...both, 'labs/Radiology/*/viewer']), userName: 'priya.shah', userId: priya!.id } });
    expect(more.statusCode).toBe(403);
  });
});
