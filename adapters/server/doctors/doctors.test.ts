import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../testing/fixture.ts';
import { PHOTO_PNG } from '../testing/images.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';

const U = FIXTURE.users;
const ALL = ['VIEW_OFFLINE', 'UPDATE_DOCTOR', 'UPDATE_DOCTOR_STATUS'];

describe.each(TEST_ENGINES)('doctor management on the server (%s)', (engine) => {
  let s: TestServer;
  let admin = ''; // fx.dcadmin, parent 100 with branches 101 and 102, every doctor feature
  let viewer = ''; // fx.clinic, provider 200, VIEW_OFFLINE only
  let other = ''; // fx.otherlab, provider 200, every doctor feature

  const call = (path: string, body: unknown, token: string) => s.call('POST', `/api/provider/${path}`, { body, token });
  const profile = (more: Record<string, unknown> = {}) => ({
    doctorprefix: 'Dr', doctorFirstName: 'Asha', doctorLastName: 'Verma', gender: 'female', providerId: 101,
    doctorSpecialization: 'Dentist', doctorSource: 'ProviderCentral', ...more,
  });
  let photo = '';
  const complete = (more: Record<string, unknown> = {}) =>
    profile({
      doctorImageUrl: photo, doctorPracticeStartDate: '2015-01-01', doctorQualification: [{ qualification: 'BDS', category: 'Graduation' }],
      doctorLanguages: ['English'], priceDetails: { customerFee: 750 }, ...more,
    });
  const onboard = (doctors: unknown[], token = admin, providerIds = [100, 101, 102]) => call('onboardDoctor', { providerIds, doctors }, token);
  const stored = async (id: number) =>
    (await s.db.query<{ qc_status: string; mb_fee: string; provider_fee: string; first_name: string; is_active: boolean }>(
      'SELECT qc_status, mb_fee::text, provider_fee::text, first_name, is_active FROM doctor WHERE id = $1', [id]))[0];
  const count = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM doctor'))[0]!.n;

  const PNG = PHOTO_PNG;
  /** The signed flow: getS3SignedUrl, PUT the bytes, saveFileDocument; answers the file identifier. */
  async function upload(bytes: Buffer, fileName: string, contentType: string, token = admin): Promise<string> {
    const signed = await call('getS3SignedUrl', { fileName, fileType: 'StaticFile', contentType, ...(bytes.length <= 2097152 ? { fileSize: bytes.length } : {}), appId: 9203, contractType: 10401 }, token);
    expect(signed.statusCode).toBe(200);
    // Relative, so the page PUTs to its own origin whatever host name it was opened at.
    expect(signed.json().signedUrl).toMatch(/^\/api\/files\/upload\/f[\w-]+\?expires=\d+&signature=[0-9a-f]{64}$/);
    const put = await s.app.inject({ method: 'PUT', url: signed.json().signedUrl, payload: bytes, headers: { 'content-type': contentType } });
    if (put.statusCode !== 200) return `refused ${put.statusCode} ${put.json().errorMessage}`;
    const saved = await s.call('PUT', '/api/provider/saveFileDocument', { token, body: { fileName, fileType: 'StaticFile', appId: 9203, fileIdentifier: signed.json().fileIdentifier, signedURL: signed.json().signedUrl } });
    expect(saved.statusCode).toBe(200);
    return saved.json().data[0].fileIdentifier;
  }

  beforeAll(async () => {
    s = await startTestServer(engine);
    await s.db.query('UPDATE app_user SET features = $1 WHERE user_name = ANY($2)', [ALL, [U.dcadmin.userName, U.otherLab.userName]]);
    await s.db.query(`INSERT INTO entity_relation_property (provider_id, name, value) VALUES (102, 'MBCharge', '15')`);
    await s.db.query(`INSERT INTO doctor (id, provider_id, first_name, specialization, qc_status, is_active) VALUES (901, 200, 'Other', 'Dentist', 'Passed', true)`);
    admin = await s.signIn(U.dcadmin.userName);
    viewer = await s.signIn(U.clinic.userName);
    other = await s.signIn(U.otherLab.userName);
    photo = await upload(PNG, 'asha.png', 'image/png');
  }, 60_000);
  afterAll(async () => s?.close());

  it('creates a draft, splits the fee by the MBCharge (default 20 %) and moves it to InProgress on Submit to QC', async () => {
    const created = await onboard([profile({ priceDetails: { customerFee: 999 } })]);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.successEntries[0].doctorId as number;
    expect(await stored(id)).toMatchObject({ qc_status: 'Draft', mb_fee: '199.80', provider_fee: '799.20', is_active: false });

    expect((await onboard([{ doctorId: id, doctorQCStatus: 'InProgress', doctorSource: 'ProviderCentral' }])).statusCode).toBe(400);
    expect((await onboard([{ doctorId: id, ...complete({ doctorQCStatus: 'InProgress', providerId: 102 }) }])).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ qc_status: 'InProgress', mb_fee: '112.50', provider_fee: '637.50' });

    const back = await onboard([{ doctorId: id, doctorQCStatus: 'Draft', doctorSource: 'ProviderCentral' }]);
    expect(back.statusCode).toBe(409);
    expect((await stored(id))!.qc_status).toBe('InProgress');
  });

  it('refuses what the form refuses, writing nothing', async () => {
    const before = await count();
    for (const bad of [
      profile({ doctorFirstName: '   ' }),
      profile({ doctorFirstName: 'Asha1' }),
      profile({ doctorDescription: 'x'.repeat(300) }),
      profile({ priceDetails: { customerFee: 10000 } }),
      profile({ gender: undefined }),
      profile({ governmentIds: [{ idType: 'identity', idName: 'Pan Card', idNumber: 'abcde1234f' }] }),
      profile({ mciIds: [{ idType: 'license', idName: 'India', idNumber: 'AB12' }] }),
      profile({ doctorPracticeStartDate: '2099-01-01' }),
    ]) {
      expect((await onboard([bad])).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a second active government ID of a type the doctor holds, and takes it once the first is removed', async () => {
    const aadhar = (idNumber: string, more: Record<string, unknown> = {}) => ({ idType: 'identity', idName: 'Aadhar Card', idNumber, ...more });
    const before = await count();
    const twice = await onboard([profile({ governmentIds: [aadhar('123456789012'), aadhar('210987654321')] })]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errorMessage).toBe('governmentIds: Invalid ID type.');
    expect(await count()).toBe(before);

    const created = await onboard([profile({ governmentIds: [aadhar('123456789012')] })]);
    const id = created.json().data.successEntries[0].doctorId as number;
    const ids = async () => (await s.db.query<{ ids: unknown }>('SELECT government_ids AS ids FROM doctor WHERE id = $1', [id]))[0]!.ids;
    const stored = await ids();
    const again = await onboard([{ doctorId: id, doctorSource: 'ProviderCentral', governmentIds: [aadhar('210987654321')] }]);
    expect(again.statusCode).toBe(400);
    expect(await ids()).toEqual(stored);

    const first = (stored as { id: number }[])[0]!.id;
    const replaced = await onboard([{ doctorId: id, doctorSource: 'ProviderCentral', governmentIds: [aadhar('123456789012', { id: first, isActive: false }), aadhar('210987654321')] }]);
    expect(replaced.statusCode).toBe(200);
  });

  it("answers 404 for another provider's doctor and keeps viewers to reading", async () => {
    expect((await call('getDoctorDetails', { providerIds: [100], doctorId: 901 }, admin)).statusCode).toBe(404);
    expect((await call('getDoctorDetails', { providerIds: [200], doctorId: 901 }, admin)).statusCode).toBe(403);
    expect((await onboard([{ doctorId: 901, doctorFirstName: 'Taken', doctorSource: 'ProviderCentral' }])).statusCode).toBe(404);
    expect((await call('updateDoctorStatus', { isActive: false, providerIds: [100], doctorIds: [901] }, admin)).statusCode).toBe(404);
    expect((await stored(901))).toMatchObject({ first_name: 'Other', is_active: true });

    const list = await call('doctorList', { providerIds: [200], startIndex: 0, range: 10 }, viewer);
    expect(list.json().data).toMatchObject({ totalRecords: 1, doctors: [{ doctorId: 901, doctorFirstName: 'Other' }] });
    expect((await onboard([profile({ providerId: 200 })], viewer, [200])).statusCode).toBe(403);
    expect((await call('updateDoctorStatus', { isActive: false, providerIds: [200], doctorIds: [901] }, viewer)).statusCode).toBe(403);
    expect((await call('updateDoctorStatus', { isActive: false, providerIds: [200], doctorIds: [901] }, other)).json()).toEqual({ success: true });
    expect((await stored(901))!.is_active).toBe(false);
  });

  it('takes images through the signed upload only as png or jpeg by their bytes, at most 2 MB, and only its own', async () => {
    expect(photo).toMatch(/^f/);
    expect(await upload(Buffer.from('%PDF-1.4 not an image'), 'scan.png', 'image/png')).toBe('refused 400 File Type Not Supported Alowed File type are .jpg .jpeg .png');
    expect(await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png')).toBe('refused 400 File size should not exceed 2 MB');
    const theirs = await upload(PNG, 'x.png', 'image/png', other);
    expect((await onboard([profile({ doctorImageUrl: theirs })])).statusCode).toBe(400);
    const details = await call('getDoctorDetails', { providerIds: [100, 101, 102], doctorId: (await s.db.query<{ id: number }>("SELECT id FROM doctor WHERE first_name = 'Asha' LIMIT 1"))[0]!.id }, admin);
    const link = details.json().data.doctors[0].doctorImageUrl as string;
    expect(link).toMatch(/^\/api\/files\/download\/f[\w-]+\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect((await s.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('filters the list by QC status, speciality, activity and first name', async () => {
    const ids = (r: { json(): { data: { doctors: { doctorFirstName: string }[] } } }) => r.json().data.doctors.map((d) => d.doctorFirstName);
    await onboard([profile({ doctorFirstName: 'Bina', doctorSpecialization: 'Cardiologist' })]);
    const list = (more: Record<string, unknown>) => call('doctorList', { providerIds: [100, 101, 102], startIndex: 0, range: 10, ...more }, admin);
    expect(ids(await list({ doctorSpecializations: ['Cardiologist'] }))).toEqual(['Bina']);
    expect(ids(await list({ getDoctorsByDoctorName: true, doctorNames: ['bin'] }))).toEqual(['Bina']);
    expect(ids(await list({ qcStatus: ['InProgress'] }))).toEqual(['Asha']);
    expect((await list({ profileStatus: [true] })).json().data.totalRecords).toBe(0);
    const mb = await call('entityRelationProperty', { providerIds: [101, 102], entityRelationPropertyNames: ['MBCharge'] }, admin);
    expect(mb.json().data.propertyList).toEqual([{ providerId: 102, propertyName: 'MBCharge', value: '15' }]);
  });
  it('keeps the photo when the editor saves again with the link the details call gave it', async () => {
    const created = await onboard([complete({ doctorFirstName: 'Chitra' })]);
    const id = created.json().data.successEntries[0].doctorId as number;
    const link = (await call('getDoctorDetails', { providerIds: [100, 101, 102], doctorId: id }, admin)).json().data.doctors[0].doctorImageUrl as string;
    expect(link).toContain('/download/');
    const resaved = await onboard([{ doctorId: id, ...complete({ doctorFirstName: 'Chitra', doctorImageUrl: link, doctorQCStatus: 'InProgress' }) }]);
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect((await s.db.query<{ image_url: string }>('SELECT image_url FROM doctor WHERE id = $1', [id]))[0]!.image_url).toBe(photo);
    // An absolute link (as answers before links were relative gave it) is read by its path alike.
    const absolute = await onboard([{ doctorId: id, ...complete({ doctorFirstName: 'Chitra', doctorImageUrl: `http://portal.test${link}`, doctorQCStatus: 'InProgress' }) }]);
    expect(absolute.statusCode, absolute.body).toBe(200);
    expect((await s.db.query<{ image_url: string }>('SELECT image_url FROM doctor WHERE id = $1', [id]))[0]!.image_url).toBe(photo);
    // A link to a file of another provider's tree is still refused.
    const theirs = await upload(PNG, 'y.png', 'image/png', other);
    const foreign = link.replace(/download\/[^?]+/, `download/${theirs}`);
    expect((await onboard([{ doctorId: id, ...complete({ doctorFirstName: 'Chitra', doctorImageUrl: foreign }) }])).statusCode).toBe(400);
  });
});
