import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../testing/fixture.ts';
import { AFFILIATE, loadAffiliateFixture } from '../testing/affiliate-fixture.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';

const U = FIXTURE.users;
const DAY = 86_400_000;
const P = AFFILIATE.packages;

describe.each(TEST_ENGINES)('Create Order on the server (%s)', (engine) => {
  let s: TestServer;
  let affiliate = '';
  let lab = '';
  let insurer = '';

  const inDays = (days: number) => new Date(s.clock.now().getTime() + days * DAY).toISOString();
  const line = (selectedPackage: number, City: string, categoryItemTypeId = 1, days = 3) => ({
    categoryItemTypeId,
    packageDetail: { City, IsPastBooking: days < 0, packageName: 'as shown', selectedPackage, PrefDateTime: inDays(days) },
  });
  const order = (more: Record<string, unknown> = {}) => ({
    AddressLine1: '5 FC Road, Pune', Check: false, DateOfBirth: '1990-05-01T00:00:00.000Z', Email: 'asha@mail.test', Keyword: 'Wellnest',
    Phone: '919876500011', PrefDateTime: inDays(3), firstName: 'Asha Verma', gender: 'F',
    packageWithContract: [line(P.bodyCheck, 'Pune'), line(P.thyroid, 'Chennai', 2, -2)],
    additionalBeneficiaries: [{ username: 'Rohan Verma', gender: 'M', address: '5 FC Road, Pune', dob: '1988-01-20' }],
    ...more,
  });
  const create = (body: unknown, token = affiliate, headers: Record<string, string> = {}) => s.call('POST', '/api/provider/createAffilateOrder', { body, token, headers });
  const affiliateCall = (path: string, body: unknown, token = affiliate) => s.call('POST', `/api/affiliate/${path}`, { body, token });
  const counts = async () => {
    const [row] = await s.db.query<{ requests: number; customers: number; audit: number }>(
      `SELECT (SELECT count(*)::int FROM appointment_request) AS requests, (SELECT count(*)::int FROM retail_customer) AS customers,
              (SELECT count(*)::int FROM audit_event WHERE action = 'AppointmentCreated') AS audit`,
    );
    return row;
  };

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadAffiliateFixture(s.db, s.clock.now());
    affiliate = await s.signIn(AFFILIATE.user.userName);
    lab = await s.signIn(U.dcadmin.userName);
    insurer = await s.signIn(U.insureradmin.userName);
  }, 60_000);
  afterAll(async () => s?.close());

  it('refuses every Create Order call to a user of a provider off the allow-list', async () => {
    for (const token of [lab, insurer]) {
      expect((await affiliateCall('CheckUser', { Phone: '9822001100', Email: 'a@b.co' }, token)).statusCode).toBe(403);
      expect((await affiliateCall('GetAvailableCities', { CategoryItemTypeId: 1 }, token)).statusCode).toBe(403);
      expect((await affiliateCall('GetPackages', { CategoryItemTypeId: 1, city: 'Pune' }, token)).statusCode).toBe(403);
      expect((await create(order(), token)).statusCode).toBe(403);
    }
    expect((await affiliateCall('GetAvailableCities', { CategoryItemTypeId: 1 }, '')).statusCode).toBe(401);
  });

  it('finds a retail customer by phone (with or without 91 or 0) and e-mail together', async () => {
    const check = async (Phone: string, Email: string) => (await affiliateCall('CheckUser', { Phone, Email })).json();
    expect(await check('9822001100', 'Meera.Retail@mail.test')).toEqual({ isPresent: true, message: 'Existing customer: the order is added to their account' });
    expect((await check('919822001100', 'meera.retail@mail.test')).isPresent).toBe(true);
    expect((await check('09822001100', 'meera.retail@mail.test')).isPresent).toBe(true);
    expect(await check('9822001100', 'someone@mail.test')).toEqual({ isPresent: false, message: 'New customer: the order registers them' });
    expect((await affiliateCall('CheckUser', { Phone: '4822001100', Email: 'meera.retail@mail.test' })).statusCode).toBe(400);
  });

  it('lists the cities of a category sorted, and its packages of a city narrowed by the keyword', async () => {
    expect((await affiliateCall('GetAvailableCities', { CategoryItemTypeId: 1 })).json().cities).toEqual(['Chennai', 'Pune']);
    expect((await affiliateCall('GetAvailableCities', { CategoryItemTypeId: 2 })).json().cities).toEqual(['Chennai']);
    expect((await affiliateCall('GetAvailableCities', { CategoryItemTypeId: 9 })).statusCode).toBe(400);
    const packages = async (city: string, keyword?: string) =>
      (await affiliateCall('GetPackages', { CategoryItemTypeId: 1, city, keyword })).json().categoryItemTypeResponse;
    expect(await packages('Pune', 'Wellnest')).toEqual({
      categoryItemTypeId: 1, value: 'Health Check', packages: [{ packageId: P.bodyCheck, packageName: 'Wellnest Full Body Checkup', packagePrice: 1499 }],
    });
    expect((await packages('Pune')).packages.map((p: { packageId: number }) => p.packageId)).toEqual([P.paytmCheck, P.bodyCheck]);
    expect((await packages('Mumbai')).packages).toEqual([]);
  });

  it('refuses an order breaking a rule of the form with 400, and writes nothing', async () => {
    const before = await counts();
    const refusal = async (body: unknown) => {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      return res.json().errorMessage as string;
    };
    expect(await refusal(order({ Phone: '12345' }))).toContain('Phone');
    expect(await refusal(order({ DateOfBirth: inDays(3) }))).toBe('body/DateOfBirth: Date of birth cannot be in the future');
    expect(await refusal(order({ additionalBeneficiaries: [{ username: 'Baby', gender: 'M', address: 'x', dob: '2099-01-01' }] }))).toBe(
      'body/additionalBeneficiaries/0: Date of birth cannot be in the future',
    );
    expect(await refusal(order({ packageWithContract: [line(P.bodyCheck, 'Pune', 1, -400)] }))).toBe(
      'body/packageWithContract/0/packageDetail: Can not set date from more than a year ago',
    );
    expect(await refusal(order({ packageWithContract: [] }))).toContain('packageWithContract');
    expect(await refusal(order({ gender: 'X' }))).toContain('gender');
    expect(await counts()).toEqual(before);
  });

  it('answers a package not sold in its city as the order\'s refusal, writing nothing', async () => {
    const before = await counts();
    const res = await create(order({ packageWithContract: [line(P.thyroid, 'Pune', 2)] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: false, errorMessage: 'This package is not sold in Pune', data: { cartItem: { isSuccess: false, orderNumber: null } } });
    expect(await counts()).toEqual(before);
  });

  it('creates one request per beneficiary and package line under one order number, on the provider\'s desk, audited', async () => {
    const before = await counts();
    const res = await create(order());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isSuccess).toBe(true);
    expect(body.data.cartItem.isSuccess).toBe(true);
    const orderNumber = body.data.cartItem.orderNumber as string;
    expect(orderNumber).toMatch(/^\d+$/);
    const rows = await s.db.query<{ provider_id: number; corporate_id: number | null; patient_name: string; package_name: string; phone: string; city: string; amount: string; status_id: number; additionals: Record<string, string> }>(
      `SELECT provider_id, corporate_id, patient_name, package_name, phone, city, amount::text AS amount, status_id, additionals
         FROM appointment_request WHERE order_id = $1 ORDER BY id`,
      [orderNumber],
    );
    expect(rows.map((r) => [r.patient_name, r.package_name, r.city, r.amount, r.additionals.isPastBooking])).toEqual([
      ['Asha Verma', 'Wellnest Full Body Checkup', 'Pune', '1499.00', 'false'],
      ['Asha Verma', 'Wellnest Thyroid Profile', 'Chennai', '450.50', 'true'],
      ['Rohan Verma', 'Wellnest Full Body Checkup', 'Pune', '1499.00', 'false'],
      ['Rohan Verma', 'Wellnest Thyroid Profile', 'Chennai', '450.50', 'true'],
    ]);
    for (const r of rows) expect([r.provider_id, r.corporate_id, r.phone, r.status_id]).toEqual([AFFILIATE.providerId, null, '9876500011', 22]);
    const after = await counts();
    expect(after).toEqual({ requests: before.requests + 4, customers: before.customers + 1, audit: before.audit + 1 });
    const [history] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM request_status_history h JOIN appointment_request r ON r.id = h.request_id WHERE r.order_id = $1`,
      [orderNumber],
    );
    expect(history!.n).toBe(4);
    expect((await affiliateCall('CheckUser', { Phone: '9876500011', Email: 'asha@mail.test' })).json().isPresent).toBe(true);
  });

  it('places an order once for a retry with the same Idempotency-Key, and refuses the key for another order', async () => {
    const headers = { 'Idempotency-Key': 'affiliate-retry-1' };
    const first = await create(order({ Phone: '9876500033' }), affiliate, headers);
    const before = await counts();
    const again = await create(order({ Phone: '9876500033' }), affiliate, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.cartItem.orderNumber).toBe(first.json().data.cartItem.orderNumber);
    expect(await counts()).toEqual(before);
    expect((await create(order({ Phone: '9876500034' }), affiliate, headers)).statusCode).toBe(422);
  });
});
