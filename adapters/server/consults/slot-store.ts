import type { Db } from '../store/db.ts';
import type { DoctorCalendar } from '../../../core/doctors/impact-calendar.ts';
import { PLACE_TAKING_STATUS_IDS } from '../../../core/consults/offline-tabs.ts';
import { pieceStartingAt, type Booking, type HoldsBySlot } from '../../../core/consults/slot-calendar.ts';
import { placeRefusal as decidePlace } from '../../../core/consults/slot-booking.ts';
import type { SlotHold } from '../../../core/consults/slot-hold.ts';

/** A doctor as the calendar and the booking rules read it. */
export interface SlotDoctor {
  id: number;
  provider_id: number;
  is_active: boolean;
  qc_status: string;
  customer_fee: number;
  slots: DoctorCalendar['slots'];
  holidays: DoctorCalendar['holidays'];
}

const DOCTOR_COLUMNS = 'id, provider_id, is_active, qc_status, customer_fee::float8 AS customer_fee, slots, holidays';

/** A doctor by id, or undefined. */
export async function loadSlotDoctor(db: Db, doctorId: number): Promise<SlotDoctor | undefined> {
  const [row] = await db.query<SlotDoctor>(`SELECT ${DOCTOR_COLUMNS} FROM doctor WHERE id = $1`, [doctorId]);
  return row;
}

/**
 * The doctor's row, locked until the transaction ends: every hold and every booking of the
 * doctor's slots passes here first, so they are decided one after another (on PGlite the single
 * connection already does so).
 */
export async function lockSlotDoctor(tx: Db, doctorId: number): Promise<SlotDoctor | undefined> {
  const [row] = await tx.query<SlotDoctor>(`SELECT ${DOCTOR_COLUMNS} FROM doctor WHERE id = $1 FOR UPDATE`, [doctorId]);
  return row;
}

/** The consults taking places of the doctor's slots in [from, to), a request being moved left out. */
export async function bookingsBetween(db: Db, doctorId: number, from: Date, to: Date, exceptRequestId = 0): Promise<Booking[]> {
  const rows = await db.query<{ at: Date }>(
    `SELECT fulfillment_date AS at FROM appointment_request
      WHERE doctor_id = $1 AND fulfillment_date >= $2 AND fulfillment_date < $3 AND status_id = ANY($4::int[]) AND id <> $5`,
    [doctorId, from, to, PLACE_TAKING_STATUS_IDS, exceptRequestId],
  );
  return rows.map((r) => ({ at: r.at }));
}

/** The live holds on the doctor's slots starting in [from, to), by slot start. */
export async function holdsBetween(db: Db, doctorId: number, from: Date, to: Date, now: Date): Promise<HoldsBySlot> {
  const rows = await db.query<{ request_id: number; user_id: number; slot_start: Date; expires_on: Date }>(
    `SELECT request_id, user_id, slot_start, expires_on FROM slot_hold
      WHERE doctor_id = $1 AND slot_start >= $2 AND slot_start < $3 AND expires_on > $4`,
    [doctorId, from, to, now],
  );
  const bySlot = new Map<number, SlotHold[]>();
  for (const r of rows) {
    const key = r.slot_start.getTime();
    bySlot.set(key, [...(bySlot.get(key) ?? []), { userId: r.user_id, requestId: r.request_id, expiresOn: r.expires_on }]);
  }
  return bySlot;
}

/** Why a place of the slot starting at `at` cannot go to this user for this request (core's rule over what is stored), or null. */
export async function placeRefusal(tx: Db, doctor: SlotDoctor, at: Date, userId: number, requestId: number, now: Date): Promise<string | null> {
  const piece = pieceStartingAt(doctor, at);
  // The piece bounds only narrow the reads; core decides with or without them.
  const from = piece?.start ?? at;
  const to = piece?.end ?? new Date(at.getTime() + 1);
  const bookings = await bookingsBetween(tx, doctor.id, from, to, requestId);
  const holds = (await holdsBetween(tx, doctor.id, at, new Date(at.getTime() + 1), now)).get(at.getTime()) ?? [];
  return decidePlace({ calendar: doctor, at, bookings, holds, userId, requestId, now });
}

/** First key of the advisory lock on one user's holds ('hold'); the second is the user id. */
const USER_HOLDS_LOCK = 0x686f6c64;

/**
 * The user's live holds, with the user's holds locked until the transaction ends: two holds of one
 * user for different doctors take different doctor locks, so without this both could pass the cap.
 */
export async function lockUserHolds(tx: Db, userId: number, now: Date): Promise<SlotHold[]> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [USER_HOLDS_LOCK, userId]);
  const rows = await tx.query<{ request_id: number; expires_on: Date }>('SELECT request_id, expires_on FROM slot_hold WHERE user_id = $1 AND expires_on > $2', [userId, now]);
  return rows.map((r) => ({ userId, requestId: Number(r.request_id), expiresOn: r.expires_on }));
}

/** Holds (or moves the hold of) a user for a request to a slot until `expiresOn`. */
export async function putHold(tx: Db, hold: { requestId: number; userId: number; doctorId: number; slotStart: Date; expiresOn: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO slot_hold (request_id, user_id, doctor_id, slot_start, expires_on) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (request_id, user_id) DO UPDATE SET doctor_id = EXCLUDED.doctor_id, slot_start = EXCLUDED.slot_start, expires_on = EXCLUDED.expires_on`,
    [hold.requestId, hold.userId, hold.doctorId, hold.slotStart, hold.expiresOn],
  );
}

/** Gives back a user's hold for a request (or every hold on it, once it is booked). */
export async function releaseHolds(db: Db, requestId: number, userId?: number): Promise<void> {
  if (userId === undefined) await db.query('DELETE FROM slot_hold WHERE request_id = $1', [requestId]);
  else await db.query('DELETE FROM slot_hold WHERE request_id = $1 AND user_id = $2', [requestId, userId]);
}
