import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { IMPACT_FX as FX, loadImpactFixture } from './impact-fixture.ts';

describe.each(TEST_ENGINES)('schedule impact on %s', (engine) => {
  let s: TestServer;
  let clinic: string;
  let lab: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadImpactFixture(s.db, FIXTURE.users.clinic.id);
    clinic = await s.signIn(FIXTURE.users.clinic.userName);
    lab = await s.signIn(FIXTURE.users.dcadmin.userName);
  }, 60_000);
  afterAll(() => s?.close());

  const preview = (body: object, token = clinic) => s.call('POST', '/api/provider/doctorScheduleImpact', { token, body: { providerIds: [FX.clinicProviderId], doctorId: FX.doctor, ...body } });
  const apply = (decisions: object[], token = clinic, doctorId: number = FX.doctor) =>
    s.call('POST', '/api/provider/applyScheduleImpact', { token, body: { providerIds: [FX.clinicProviderId], doctorId, decisions } });
  const consult = async (id: number) =>
    (await s.db.query<{ doctor_id: number; fulfillment_date: Date; status_id: number; version: number }>('SELECT doctor_id, fulfillment_date, status_id, version FROM appointment_request WHERE id = $1', [id]))[0]!;
  const history = (id: number) => s.db.query<{ status_id: number; remarks: string; actor_user_id: number }>('SELECT status_id, remarks, actor_user_id FROM request_status_history WHERE request_id = $1 ORDER BY id', [id]);
  const outbox = (id: number) => s.db.query<{ channel: string; body: string }>('SELECT channel, body FROM outbox WHERE request_id = $1 ORDER BY id', [id]);
  const audit = (id: number) => s.db.query<{ action: string; details: string }>('SELECT action, details FROM audit_event WHERE subject = $1 ORDER BY seq', [`request:${id}`]);
  const ist = (time: string, day: string = FX.monday) => new Date(`${day}T${time}:00+05:30`).toISOString();

  it('lists the booked consults a holiday would hit, with free colleagues and the next free slot', async () => {
    const res = await preview({ holidays: [{ date: FX.monday }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      message: '2 booked appointments fall on these days',
      appointments: [
        { requestId: FX.consultAt0900, patientName: `Patient ${FX.consultAt0900}`, appointmentDate: ist('09:00'), statusId: 23, reassignTo: [{ doctorId: FX.colleague, doctorName: 'Dr Bala Fixture' }], nextFreeSlot: ist('09:00', '2026-12-07') },
        { requestId: FX.consultAt0930, patientName: `Patient ${FX.consultAt0930}`, appointmentDate: ist('09:30'), statusId: 22, reassignTo: [], nextFreeSlot: ist('09:15', '2026-12-07') },
      ],
    });
  });

  it('lists what a shortened range hits, and nothing for a change that hits nothing', async () => {
    const shortened = await preview({ doctorSlots: [{ id: 1, dayOfWeek: 1, startTime: 540, endTime: 570, totalSlots: 2, split: 15 }] });
    expect(shortened.json().data.appointments.map((a: { requestId: number }) => a.requestId)).toEqual([FX.consultAt0930]);
    const elsewhere = await preview({ holidays: [{ date: '2026-12-01' }] });
    expect(elsewhere.json().data).toEqual({ message: '0 booked appointments fall on these days', appointments: [] });
  });

  it('refuses what the form refuses, and another provider\'s doctor is not found', async () => {
    const tooLong = await preview({ holidays: [{ date: '2026-12-01', endDate: '2027-01-05' }] });
    expect([tooLong.statusCode, tooLong.json().errorMessage]).toEqual([400, 'Cannot add more than 30 days']);
    const reversed = await preview({ holidays: [{ date: '2026-12-05', endDate: '2026-12-01' }] });
    expect(reversed.json().errorMessage).toBe('Start date cannot be greater than end date');
    const overlap = await preview({ doctorSlots: [{ dayOfWeek: 1, startTime: 570, endTime: 630, totalSlots: 2, split: 15 }] });
    expect([overlap.statusCode, overlap.json().errorMessage]).toEqual([400, 'Day 1: Slots should be non overlapping']);
    const other = await s.call('POST', '/api/provider/doctorScheduleImpact', { token: clinic, body: { providerIds: [FX.clinicProviderId], doctorId: FX.otherProviderDoctor } });
    expect(other.statusCode).toBe(404);
    expect((await s.call('POST', '/api/provider/doctorScheduleImpact', { token: clinic, body: { providerIds: [100], doctorId: FX.otherProviderDoctor } })).statusCode).toBe(403);
    expect((await preview({}, lab)).statusCode).toBe(403);
  });

  it('a refused save writes nothing', async () => {
    const onboard = (doctor: object) => s.call('POST', '/api/provider/onboardDoctor', { token: clinic, body: { providerIds: [FX.clinicProviderId], doctors: [doctor] } });
    const before = await s.db.query('SELECT slots, holidays, version FROM doctor WHERE id = $1', [FX.doctor]);
    const past = await onboard({ doctorId: FX.doctor, holidays: [{ date: '2026-11-01', isActive: true }] });
    expect([past.statusCode, past.json().errorMessage]).toEqual([400, 'Holidays can be added from today up to six months ahead']);
    const reversed = await onboard({ doctorId: FX.doctor, doctorSlots: [{ dayOfWeek: 2, startTime: 600, endTime: 540, totalSlots: 1, split: 10 }] });
    expect([reversed.statusCode, reversed.json().errorMessage]).toEqual([400, 'Day 2: Start time must be lesser than End Time; Day 2: End time must be greater than Start Time']);
    // Slots valid, holidays not: the call is one transaction, so the slots are not kept either.
    const half = await onboard({ doctorId: FX.doctor, doctorSlots: [{ dayOfWeek: 3, startTime: 600, endTime: 660, totalSlots: 2, split: 30 }], holidays: [{ date: '2026-12-05', endDate: '2026-12-01' }] });
    expect(half.statusCode).toBe(400);
    expect((await onboard({ doctorId: FX.otherProviderDoctor, holidays: [] })).statusCode).toBe(404);
    expect(await s.db.query('SELECT slots, holidays, version FROM doctor WHERE id = $1', [FX.doctor])).toEqual(before);
  });

  it('applies a reassignment and a reschedule after the holiday is saved: row, history, audit, outbox', async () => {
    const saved = await s.call('POST', '/api/provider/onboardDoctor', { token: clinic, body: { providerIds: [FX.clinicProviderId], doctors: [{ doctorId: FX.doctor, holidays: [{ date: FX.monday }] }] } });
    expect(saved.statusCode).toBe(200);
    const [stored] = await s.db.query<{ holidays: object[] }>('SELECT holidays FROM doctor WHERE id = $1', [FX.doctor]);
    expect(stored!.holidays).toEqual([{ id: 1, date: FX.monday, isActive: true, updatedBy: 'fx.clinic' }]);
    const res = await apply([
      { requestId: FX.consultAt0900, choice: 'Reassign', toDoctorId: FX.colleague },
      { requestId: FX.consultAt0930, choice: 'Reschedule' },
    ]);
    expect(res.json()).toEqual({
      success: true, error: null,
      data: { results: [
        { requestId: FX.consultAt0900, success: true, error: null, doctorId: FX.colleague, appointmentDate: ist('09:00') },
        { requestId: FX.consultAt0930, success: true, error: null, doctorId: FX.doctor, appointmentDate: ist('09:00', '2026-12-07') },
      ] },
    });
    expect(await consult(FX.consultAt0900)).toMatchObject({ doctor_id: FX.colleague, status_id: 23, version: 2 });
    expect(await consult(FX.consultAt0930)).toMatchObject({ doctor_id: FX.doctor, status_id: 29, fulfillment_date: new Date(ist('09:00', '2026-12-07')) });
    expect(await history(FX.consultAt0900)).toEqual([{ status_id: 23, remarks: 'Doctor changed from Dr Asha Fixture to Dr Bala Fixture: doctor unavailable', actor_user_id: FIXTURE.users.clinic.id }]);
    expect((await history(FX.consultAt0930))[0]).toMatchObject({ status_id: 29, remarks: 'Rescheduled to Dec 07 2026, 09:00 AM with Dr Asha Fixture: doctor unavailable at the booked time' });
    expect((await audit(FX.consultAt0900)).map((a) => [a.action, JSON.parse(String(a.details)).toDoctorId])).toEqual([['ConsultReassigned', FX.colleague]]);
    expect((await audit(FX.consultAt0930)).map((a) => a.action)).toEqual(['ConsultRescheduled']);
    const sent = await outbox(FX.consultAt0900);
    expect(sent.map((m) => m.channel)).toEqual(['Email', 'SMS']);
    expect(sent[0]!.body).toBe(`Dear Patient ${FX.consultAt0900}, your consultation on Nov 30 2026, 09:00 AM will be with Dr Bala Fixture, as your doctor is unavailable.`);
  });

  it('refuses a colleague who is not free, a cancelled consult and another doctor\'s consult, writing nothing for them', async () => {
    const res = await apply([
      { requestId: FX.colleagueAt0930, choice: 'Reassign', toDoctorId: FX.inactiveColleague },
      { requestId: FX.cancelledAt0915, choice: 'Reschedule' },
    ], clinic, FX.colleague);
    expect(res.json().data.results.map((r: { error: string | null }) => r.error)).toEqual(['Choose a doctor of the clinic who is free at that time', 'Appointment not found for this doctor']);
    const busy = await apply([{ requestId: FX.consultAt0900, choice: 'Reassign', toDoctorId: FX.doctor }], clinic, FX.colleague);
    expect(busy.json().data.results[0].error).toBe('The chosen doctor is not free at that time');
    expect(await consult(FX.colleagueAt0930)).toMatchObject({ doctor_id: FX.colleague, version: 1 });
    expect(await history(FX.cancelledAt0915)).toEqual([]);
    expect((await apply([{ requestId: FX.consultAt0900, choice: 'Keep' }], clinic, FX.otherProviderDoctor)).statusCode).toBe(404);
  });
});

describe.each(TEST_ENGINES)('schedule saves through onboardDoctor on %s', (engine) => {
  let s: TestServer;
  let clinic: string;
  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadImpactFixture(s.db, FIXTURE.users.clinic.id);
    clinic = await s.signIn(FIXTURE.users.clinic.userName);
  }, 60_000);
  afterAll(() => s?.close());
  const onboard = (doctor: object) => s.call('POST', '/api/provider/onboardDoctor', { token: clinic, body: { providerIds: [FX.clinicProviderId], doctors: [{ doctorId: FX.doctor, ...doctor }] } });
  const details = async () => (await s.call('POST', '/api/provider/getDoctorDetails', { token: clinic, body: { providerIds: [FX.clinicProviderId], doctorId: FX.doctor } })).json().data.doctors[0];

  it('saves a week of slots and a holiday range, read back in the spec shapes', async () => {
    const slot = { dayOfWeek: 0, startTime: 600, endTime: 660, totalSlots: 3, split: 20, isActive: true, bucketType: 'InClinicConsults', isHomeVisit: false, followStrictTimeCapping: true };
    expect((await onboard({ doctorSlots: [slot] })).json()).toEqual({ success: true, error: null, data: { successEntries: [{ doctorId: FX.doctor }] } });
    expect((await onboard({ holidays: [{ date: '2026-12-01', endDate: '2026-12-03', isActive: true }] })).statusCode).toBe(200);
    const d = await details();
    expect(d.doctorSlots.find((x: { dayOfWeek: number }) => x.dayOfWeek === 0)).toMatchObject({ id: 2, providerId: 200, parentId: 200, slots: 3, createdBy: 'fx.clinic', updatedBy: 'fx.clinic' });
    expect(d.holidays.map((h: { date: string }) => h.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });

  it('refuses an overlapping week and a 31-day range, writing nothing', async () => {
    const before = await details();
    const overlap = await onboard({ doctorSlots: [{ dayOfWeek: 1, startTime: 570, endTime: 630, totalSlots: 2, split: 15, isActive: true, bucketType: 'InClinicConsults', isHomeVisit: false, followStrictTimeCapping: true }] });
    expect([overlap.statusCode, overlap.json().errorMessage]).toEqual([400, 'Day 1: Slots should be non overlapping']);
    const long = await onboard({ holidays: [{ date: '2026-12-01', endDate: '2026-12-31', isActive: true }] });
    expect([long.statusCode, long.json().errorMessage]).toEqual([400, 'Cannot add more than 30 days']);
    expect(await details()).toEqual(before);
  });
});
