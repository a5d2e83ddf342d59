import type { Db } from '../store/db.ts';

/** Doctors and booked consults for the schedule tests, on the fixture's provider 200 (the clinic). */
export const IMPACT_FX = {
  clinicProviderId: 200,
  doctor: 901,
  colleague: 902,
  inactiveColleague: 903,
  otherProviderDoctor: 904,
  /** Monday 30 Nov 2026 in India; the test clock reads Sunday 22 Nov, 12:00 India time. */
  monday: '2026-11-30',
  consultAt0900: 95001,
  consultAt0930: 95002,
  cancelledAt0915: 95003,
  colleagueAt0930: 95004,
} as const;

const slot = (id: number, dayOfWeek: number, startTime: number, endTime: number, split = 15) => ({
  id, providerId: 200, dayOfWeek, startTime, endTime, totalSlots: 4, split, slots: (endTime - startTime) / split,
  bucketType: 'InClinicConsults', isHomeVisit: false, isActive: true, followStrictTimeCapping: true, createdBy: 'fx', updatedBy: 'fx', parentId: 200,
});

/** Gives the fixture's clinic user the doctor features and loads the doctors and their consults. */
export async function loadImpactFixture(db: Db, clinicUserId: number): Promise<void> {
  await db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR'] WHERE id = $1`, [clinicUserId]);
  const doctors: [number, number, string, boolean, object[]][] = [
    [901, 200, 'Asha', true, [slot(1, 1, 540, 600)]],
    [902, 200, 'Bala', true, [slot(1, 1, 540, 660)]],
    [903, 200, 'Chitra', false, [slot(1, 1, 540, 660)]],
    [904, 100, 'Dev', true, [slot(1, 1, 540, 600)]],
  ];
  for (const [id, provider, name, active, slots] of doctors) {
    await db.query(
      `INSERT INTO doctor (id, provider_id, first_name, last_name, is_active, slots, holidays) VALUES ($1, $2, $3, 'Fixture', $4, $5, '[]')`,
      [id, provider, name, active, JSON.stringify(slots)],
    );
  }
  const consults: [number, number, string, number][] = [
    [IMPACT_FX.consultAt0900, 901, '09:00', 23],
    [IMPACT_FX.consultAt0930, 901, '09:30', 22],
    [IMPACT_FX.cancelledAt0915, 901, '09:15', 26],
    [IMPACT_FX.colleagueAt0930, 902, '09:30', 23],
  ];
  for (const [id, doctor, time, status] of consults) {
    const at = new Date(`${IMPACT_FX.monday}T${time}:00+05:30`);
    await db.query(
      `INSERT INTO appointment_request (id, service, provider_id, contract_id, patient_name, gender, phone, email, visit_type, fulfillment_date,
         status_id, doctor_id, created_on, modified_on)
       VALUES ($1, 'OFFLINE_CONSULTS', 200, 3104, $2, 'F', $3, $4, 'Appointment', $5, $6, $7, $5, $5)`,
      [id, `Patient ${id}`, `98${id}000`.slice(0, 10), `p${id}@mail.test`, at, status, doctor],
    );
  }
}
