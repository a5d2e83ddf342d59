import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { IMPACT_FX as FX, loadImpactFixture } from '../doctors/impact-fixture.ts';
import { HoldMessage, MAX_HOLDS_PER_USER } from '../../../core/consults/slot-hold.ts';
import { OfflineRuleMessage } from '../../../core/consults/offline-rules.ts';

const U = FIXTURE.users;
/** Monday 30 Nov in India; the test clock reads Sunday 22 Nov, 12:00 India time. */
const stamp = (time: string, day: string = FX.monday) => `${day} ${time}:00.000`;

describe.each(TEST_ENGINES)('offline consults on %s', (engine) => {
  let s: TestServer;
  let clinic: string;
  let viewer: string;
  let lab: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadImpactFixture(s.db, U.clinic.id);
    await s.db.query(`UPDATE doctor SET qc_status = 'Passed'`);
    // The fixture's other user of the clinic's provider reads consults only.
    await s.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE'] WHERE id = $1`, [U.otherLab.id]);
    clinic = await s.signIn(U.clinic.userName);
    viewer = await s.signIn(U.otherLab.userName);
    lab = await s.signIn(U.dcadmin.userName);
  }, 60_000);
  afterAll(() => s?.close());

  const list = (body: object, token = clinic, userId: number = U.clinic.id) =>
    s.call('POST', '/api/medibuddyCentral/RequestDetails', { token, body: { userId, providerId: 200, services: 'OFFLINE_CONSULTS', rows: 10, pageNumber: 1, ...body } });
  const update = (items: object[], token = clinic) =>
    s.call('POST', '/api/medibuddyCentral/updateRequests', { token, body: { userId: U.clinic.id, providerId: 200, services: 'OFFLINE_CONSULTS', requestUpdateData: items } });
  const calendar = (requestId: number, doctorId: number = FX.doctor, token = clinic) =>
    s.call('POST', '/api/medibuddyCentral/getWAPIProvidersCalendar', { token, body: { providerIds: [200], doctorId, noOfDays: 14, requestIds: [requestId] } });
  const hold = (requestId: number, slotStartDateTime: string, doctorId: number = FX.doctor, token = clinic) =>
    s.call('POST', '/api/medibuddyCentral/holdSlot', { token, body: { requestId, doctorId, slotStartDateTime } });
  const consult = async (id: number) =>
    (await s.db.query<{ doctor_id: number; fulfillment_date: Date; status_id: number; provider_reschedule_count: number }>(
      'SELECT doctor_id, fulfillment_date, status_id, provider_reschedule_count FROM appointment_request WHERE id = $1', [id],
    ))[0]!;
  const mondaySlots = async (requestId: number, doctorId: number = FX.doctor) => {
    const days = (await calendar(requestId, doctorId)).json().providerSlots[0].daySlots;
    return days.find((d: { dateString: string }) => d.dateString === FX.monday);
  };
  const addConsult = async (id: number, time: string, statusId = 23, doctorId: number = FX.doctor, day: string = FX.monday) => {
    const at = new Date(`${day}T${time}:00+05:30`);
    await s.db.query(
      `INSERT INTO appointment_request (id, service, provider_id, contract_id, patient_name, gender, phone, email, visit_type, fulfillment_date, status_id, doctor_id, created_on, modified_on)
       VALUES ($1, 'OFFLINE_CONSULTS', 200, 3104, $2, 'M', '9800000000', $3, 'Appointment', $4, $5, $6, $4, $4)`,
      [id, `Patient ${id}`, `p${id}@mail.test`, at, statusId, doctorId],
    );
  };

  it('lists a tab by its statuses, with the doctor and the nextActions a clinic may take', async () => {
    const res = await list({ sourcePage: 2, startDate: '2026-11-22', endDate: '2026-12-22' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.requestDetails;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([FX.consultAt0930]);
    expect(rows[0]).toMatchObject({ doctorId: FX.doctor, doctorName: 'Dr Asha Fixture', displayStatus: 'New Appointment Request' });
    expect(rows[0].nextActions.map((a: { action: string }) => a.action)).toEqual(['Confirm', 'Reject', 'Reschedule', 'CHANGE_DOCTOR']);
  });

  it('splits Confirmed by the appointment time, and shows attendance disabled until then', async () => {
    const future = (await list({ sourcePage: 3, subPage: 'FUTURE_APPOINTMENTS', startDate: '2026-11-22', endDate: '2026-12-22' })).json().data;
    expect(future.requestDetails.map((r: { id: number }) => r.id)).toEqual([FX.consultAt0900, FX.colleagueAt0930]);
    expect(future.requestDetails[0].nextActions[0]).toEqual({ action: 'Attended', label: 'Mark Attended', disabledReason: OfflineRuleMessage.notYet });
    const due = (await list({ sourcePage: 3, subPage: 'ATTENDANCE_PENDING', startDate: '2026-11-22', endDate: '2026-12-22' })).json().data;
    expect(due.totalRecords).toBe(0);
  });

  it('counts every tab and sub-tab over the window', async () => {
    const res = await s.call('POST', '/api/medibuddyCentral/offlineTabCounts', { token: clinic, body: { userId: U.clinic.id, providerId: 200, startDate: '2026-11-22', endDate: '2026-12-22' } });
    const { tabs, subTabs } = res.json();
    expect(tabs.map(({ sourcePage, count }: { sourcePage: number; count: number }) => ({ sourcePage, count }))).toEqual([{ sourcePage: 1, count: 4 }, { sourcePage: 2, count: 1 }, { sourcePage: 3, count: 2 }, { sourcePage: 4, count: 0 }, { sourcePage: 5, count: 1 }]);
    expect(subTabs.find((x: { subPage: string }) => x.subPage === 'FUTURE_APPOINTMENTS').count).toBe(2);
  });

  it('a reader sees the lists without actions and may not act; a lab user may not read them', async () => {
    const rows = (await list({ sourcePage: 2 }, viewer, U.otherLab.id)).json().data.requestDetails;
    expect(rows[0].nextActions).toEqual([]);
    expect((await s.call('POST', '/api/medibuddyCentral/updateRequests', { token: viewer, body: { userId: U.otherLab.id, providerId: 200, services: 'OFFLINE_CONSULTS', requestUpdateData: [{ requestId: FX.consultAt0930, action: 'Confirm' }] } })).statusCode).toBe(403);
    expect((await calendar(FX.consultAt0930, FX.doctor, viewer)).statusCode).toBe(403);
    expect((await list({ sourcePage: 2 }, lab, U.dcadmin.id)).statusCode).toBe(403);
  });

  it('refuses a sub-tab of another tab and a lab tab number', async () => {
    expect((await list({ sourcePage: 3, subPage: 'DOCUMENT_PENDING' })).json().errorMessage).toBe('body/subPage DOCUMENT_PENDING is not a sub-tab of Confirmed');
    expect((await list({ sourcePage: 6 })).statusCode).toBe(400);
  });

  it('answers 14 days of slots: booked places taken, a day without hours says so', async () => {
    const res = await calendar(FX.consultAt0930);
    expect(res.statusCode).toBe(200);
    const days = res.json().providerSlots[0].daySlots;
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ dateString: '2026-11-22', noSlotReason: 'No Slots Available' });
    const monday = days.find((d: { dateString: string }) => d.dateString === FX.monday);
    expect(monday.workingDaySlots.slots.map((x: { slotStartDateTime: string; placesLeft: number }) => [x.slotStartDateTime.slice(11, 16), x.placesLeft])).toEqual([
      ['09:00', 0], ['09:15', 1], ['09:30', 1], ['09:45', 1],
    ]);
  });

  it('a held place is taken for everyone else until released; a hold moves with the user', async () => {
    expect((await hold(FX.consultAt0930, stamp('09:45'))).json()).toMatchObject({ success: true, secondsLeft: 300 });
    const other = await hold(FX.consultAt0900, stamp('09:45'));
    expect([other.statusCode, other.json().errorMessage]).toEqual([409, HoldMessage.taken]);
    expect((await mondaySlots(FX.consultAt0900)).workingDaySlots.slots[3]).toMatchObject({ placesLeft: 0, heldByYou: false });
    expect((await mondaySlots(FX.consultAt0930)).workingDaySlots.slots[3]).toMatchObject({ placesLeft: 1, heldByYou: true });
    await s.call('POST', '/api/medibuddyCentral/releaseSlot', { token: clinic, body: { requestId: FX.consultAt0930 } });
    expect((await mondaySlots(FX.consultAt0900)).workingDaySlots.slots[3].placesLeft).toBe(1);
    expect((await hold(FX.consultAt0900, stamp('09:50'))).json().errorMessage).toBe(HoldMessage.notWorking);
  });

  it('a hold lapses after five minutes', async () => {
    await hold(FX.consultAt0930, stamp('09:45'));
    s.clock.advanceMinutes(5);
    expect((await hold(FX.consultAt0900, stamp('09:45'))).statusCode).toBe(200);
    await s.call('POST', '/api/medibuddyCentral/releaseSlot', { token: clinic, body: { requestId: FX.consultAt0900 } });
    s.clock.advanceMinutes(-5);
  });

  it('reschedules into a free slot, counts it, and stops at the limit', async () => {
    await addConsult(95100, '09:00', 23, FX.doctor, '2026-12-07');
    const moved = await update([{ requestId: 95100, action: 'Reschedule', remarks: 'Doctor In OT', scheduledAppointmentDate: stamp('09:15', '2026-12-07') }]);
    expect(moved.json()).toMatchObject({ success: true, results: [{ requestId: 95100, success: true, statusId: 29 }] });
    expect(await consult(95100)).toMatchObject({ status_id: 29, provider_reschedule_count: 1, fulfillment_date: new Date('2026-12-07T09:15:00+05:30') });
    const taken = await update([{ requestId: FX.consultAt0930, action: 'Reschedule', remarks: 'Doctor In OT', scheduledAppointmentDate: stamp('09:15', '2026-12-07') }]);
    expect(taken.json().results[0]).toMatchObject({ success: false, error: HoldMessage.taken });
    expect((await consult(FX.consultAt0930)).status_id).toBe(22);
    await update([{ requestId: 95100, action: 'Reschedule', remarks: 'Others - flood', scheduledAppointmentDate: stamp('09:30', '2026-12-07') }]);
    const third = await update([{ requestId: 95100, action: 'Reschedule', remarks: 'Doctor In OT', scheduledAppointmentDate: stamp('09:45', '2026-12-07') }]);
    expect(third.json().results[0].error).toBe(OfflineRuleMessage.limitReached(2));
    const rows = (await list({ sourcePage: 3, subPage: 'RESCHEDULE_INITIATED', startDate: '2026-11-22', endDate: '2026-12-22' })).json().data.requestDetails;
    expect(rows.find((r: { id: number }) => r.id === 95100).nextActions.find((a: { action: string }) => a.action === 'Reschedule').disabledReason).toBe(OfflineRuleMessage.limitReached(2));
  });

  it('refuses what the dialogs refuse, and writes nothing', async () => {
    const results = (await update([
      { requestId: FX.consultAt0930, action: 'Reject', remarks: 'Others' },
      { requestId: FX.consultAt0930, action: 'Reschedule', remarks: 'Doctor In OT' },
      { requestId: FX.consultAt0930, action: 'Attended', remarks: 'seen', userFeedback: 'Satisfied' },
      { requestId: FX.consultAt0930, action: 'UPLOAD_DOCUMENT', remarks: 'rx' },
    ])).json().results;
    expect(results.map((r: { error: string }) => r.error)).toEqual([
      'Please specify the reason', 'Please select a time slot', 'Attended is not allowed for request 95002 in its current status', 'UPLOAD_DOCUMENT is not allowed for request 95002 in its current status',
    ]);
    expect((await consult(FX.consultAt0930)).status_id).toBe(22);
  });

  it('changes the doctor to a free colleague at the same fee, and books the slot on their calendar', async () => {
    const available = await s.call('GET', `/api/consults/doctor/available-for-reschedule?requestId=${FX.consultAt0900}&allowPriceChange=false`, { token: clinic });
    expect(available.json()).toEqual({ success: true, data: [{ doctorId: FX.colleague, doctorName: 'Dr Bala Fixture' }] });
    // The colleague's 09:30 is booked, so the change must pick another slot of theirs.
    const colleagueMonday = await mondaySlots(FX.consultAt0900, FX.colleague);
    expect(colleagueMonday.workingDaySlots.slots.filter((x: { placesLeft: number }) => x.placesLeft === 0).map((x: { slotStartDateTime: string }) => x.slotStartDateTime)).toEqual([stamp('09:30')]);
    expect((await hold(FX.consultAt0900, stamp('10:30'), FX.inactiveColleague)).statusCode).toBe(404);
    const changed = await update([{ requestId: FX.consultAt0900, action: 'CHANGE_DOCTOR', remarks: 'Doctor On Leave', doctorId: FX.colleague, scheduledAppointmentDate: stamp('10:30') }]);
    expect(changed.json()).toMatchObject({ success: true, results: [{ statusId: 23 }] });
    expect(await consult(FX.consultAt0900)).toMatchObject({ doctor_id: FX.colleague, status_id: 23, provider_reschedule_count: 0, fulfillment_date: new Date('2026-11-30T10:30:00+05:30') });
  });

  it('confirms in bulk with remarks, and exports the consults with their doctor', async () => {
    await addConsult(95101, '09:45', 22);
    const bulk = await update([{ requestId: FX.consultAt0930, action: 'Confirm' }, { requestId: 95101, action: 'Confirm' }]);
    expect(bulk.json().results.map((r: { error: string }) => r.error)).toEqual(['Remarks are required', 'Remarks are required']);
    const ok = await update([{ requestId: FX.consultAt0930, action: 'Confirm', remarks: 'see you' }, { requestId: 95101, action: 'Confirm', remarks: 'see you' }]);
    expect(ok.json().success).toBe(true);
    const csv = await s.call('POST', '/api/medibuddyCentral/ExportRequestDetails', { token: clinic, body: { userId: U.clinic.id, providerId: 200, services: 'OFFLINE_CONSULTS', sourcePage: 3, subPage: 'ALL_CONFIRMED', rows: 10, pageNumber: 1, startDate: '2026-11-22', endDate: '2026-12-22' } });
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Doctor,Consultation Fee,Provider Name');
    expect(lines).toHaveLength(1 + 5);
  });

  it('a bulk confirm skips a confirmed consult with the preview reason, and its undo reverts the others and tells no one', async () => {
    await addConsult(95201, '10:00', 22);
    await addConsult(95202, '10:15', 22);
    await addConsult(95203, '10:30', 23);
    const items = [95201, 95202, 95203].map((requestId) => ({ requestId, action: 'Confirm', remarks: 'see you' }));
    const done = (await update(items)).json();
    expect(done.results.map((r: { success: boolean; error: string | null }) => r.error)).toEqual([null, null, "Its status 'Confirmed by Medical Center' allows no Confirm"]);
    expect(done.undo.batchId).toEqual(expect.any(String));
    const undone = await s.call('POST', '/api/medibuddyCentral/undoBulkUpdate', { token: clinic, body: { userId: U.clinic.id, providerId: 200, services: 'OFFLINE_CONSULTS', batchId: done.undo.batchId } });
    expect(undone.json().results).toEqual([
      { requestId: 95201, outcome: 'Reverted', statusId: 22 },
      { requestId: 95202, outcome: 'Reverted', statusId: 22 },
    ]);
    expect([(await consult(95201)).status_id, (await consult(95202)).status_id]).toEqual([22, 22]);
    const [{ n }] = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE request_id IN (95201, 95202) AND purpose = 'statusNotification'`);
    expect(n).toBe(0);
  });

  it('of 50 people booking the last place of a slot at once, exactly one gets it', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => 96000 + i);
    for (const id of ids) await addConsult(id, '09:00', 23, FX.doctor, '2026-12-07');
    const target = stamp('09:45', '2026-12-07');
    const results = await Promise.all(ids.map((id) => update([{ requestId: id, action: 'Reschedule', remarks: 'Doctor In OT', scheduledAppointmentDate: target }])));
    const outcomes = results.map((r) => r.json().results[0]);
    expect(outcomes.filter((o) => o.success)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.success).map((o) => o.error)).toEqual(Array(49).fill(HoldMessage.taken));
    const [{ n }] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM appointment_request WHERE doctor_id = $1 AND fulfillment_date = $2 AND status_id <> 26`, [FX.doctor, new Date('2026-12-07T09:45:00+05:30')],
    );
    expect(n).toBe(1);
    const holds = await Promise.all(ids.map((id) => hold(id, stamp('09:15', '2026-11-30'))));
    expect(holds.filter((h) => h.statusCode === 200)).toHaveLength(1);
    expect(holds.filter((h) => h.statusCode === 409)).toHaveLength(49);
  });

  it('one user holds at most three slots at once, so a calendar cannot be hoarded', async () => {
    await s.db.query('DELETE FROM slot_hold WHERE user_id = $1', [U.clinic.id]);
    const ids = [97001, 97002, 97003, 97004, 97005];
    for (const id of ids) await addConsult(id, '09:00', 23, FX.doctor, '2026-12-21');
    const day = '2026-12-14';
    const holders = async () =>
      (await s.db.query<{ request_id: string }>('SELECT request_id FROM slot_hold WHERE user_id = $1 ORDER BY request_id', [U.clinic.id])).map((r) => Number(r.request_id));

    // Five asked at once, each for a free slot, on two doctors' calendars (two doctor locks): three
    // get a slot, two are told why.
    const asked: [number, string][] = [[FX.doctor, '09:00'], [FX.doctor, '09:15'], [FX.colleague, '09:00'], [FX.colleague, '09:30'], [FX.colleague, '10:00']];
    const held = await Promise.all(ids.map((id, i) => hold(id, stamp(asked[i]![1], day), asked[i]![0])));
    expect(held.filter((h) => h.statusCode === 200)).toHaveLength(MAX_HOLDS_PER_USER);
    expect(held.filter((h) => h.statusCode !== 200).map((h) => [h.statusCode, h.json().errorMessage])).toEqual(Array(2).fill([409, HoldMessage.tooMany]));
    const mine = await holders();
    expect(mine).toHaveLength(MAX_HOLDS_PER_USER);
    const [first, second] = ids.filter((id) => !mine.includes(id));

    // Moving a held request to another slot is no new hold; releasing one makes room for another.
    expect((await hold(mine[0]!, stamp('09:45', day))).statusCode).toBe(200);
    expect((await hold(first!, stamp('10:30', day), FX.colleague)).json().errorMessage).toBe(HoldMessage.tooMany);
    await s.call('POST', '/api/medibuddyCentral/releaseSlot', { token: clinic, body: { requestId: mine[1] } });
    expect((await hold(first!, stamp('10:30', day), FX.colleague)).statusCode).toBe(200);
    expect(await holders()).toHaveLength(MAX_HOLDS_PER_USER);

    // Lapsed holds are nobody's.
    s.clock.advanceMinutes(5);
    expect((await hold(second!, stamp('09:30', day))).statusCode).toBe(200);
    s.clock.advanceMinutes(-5);
    await s.db.query('DELETE FROM slot_hold WHERE user_id = $1', [U.clinic.id]);
  });
});
