import type { Db } from '../store/db.ts';
import { requireDoctor } from './doctor-store.ts';
import type { ScheduleSlot } from '../../../core/doctors/schedule-week.ts';
import type { Holiday } from '../../../core/doctors/holiday-list.ts';
import type { DoctorCalendar } from '../../../core/doctors/impact-calendar.ts';
import { BOOKED_STATUSES, type BookedConsult } from '../../../core/doctors/impact-rule.ts';

/** A doctor as the schedule and its impact read it. */
export interface CalendarDoctor {
  id: number;
  provider_id: number;
  name: string;
  is_active: boolean;
  slots: ScheduleSlot[];
  holidays: Holiday[];
}

const CALENDAR_COLUMNS = `d.id, d.provider_id, trim(d.prefix || ' ' || d.first_name || ' ' || d.last_name) AS name, d.is_active, d.slots, d.holidays`;

/** A doctor of the caller's providers (404 otherwise, by the doctor store's one scoping rule), as the impact reads it. */
export async function requireCalendarDoctor(db: Db, doctorId: number, providerIds: readonly number[]): Promise<CalendarDoctor> {
  const row = await requireDoctor(db, providerIds, doctorId);
  return {
    id: row.id,
    provider_id: row.provider_id,
    name: [row.prefix, row.first_name, row.last_name].filter(Boolean).join(' '),
    is_active: row.is_active,
    slots: row.slots as unknown as ScheduleSlot[],
    holidays: row.holidays as unknown as Holiday[],
  };
}

/** The same doctor, locked for the rest of the transaction, so two saves of one schedule queue. */
export async function lockDoctor(tx: Db, doctorId: number): Promise<CalendarDoctor | undefined> {
  const [row] = await tx.query<CalendarDoctor>(`SELECT ${CALENDAR_COLUMNS} FROM doctor d WHERE d.id = $1 FOR UPDATE`, [doctorId]);
  return row;
}

/** The other active doctors of a clinic: who a hit consult may be given to. */
export async function colleaguesOf(db: Db, doctor: Pick<CalendarDoctor, 'id' | 'provider_id'>): Promise<CalendarDoctor[]> {
  return db.query<CalendarDoctor>(`SELECT ${CALENDAR_COLUMNS} FROM doctor d WHERE d.provider_id = $1 AND d.id <> $2 AND d.is_active ORDER BY d.first_name, d.id`, [doctor.provider_id, doctor.id]);
}

/** A booked consult with what the impact screen and its notifications need. */
export interface BookedConsultRow {
  id: number;
  doctor_id: number;
  provider_id: number;
  status_id: number;
  version: number;
  fulfillment_date: Date;
  patient_name: string;
  email: string;
  phone: string;
  is_dnd: boolean;
}

const CONSULT_COLUMNS = 'id, doctor_id, provider_id, status_id, version, fulfillment_date, patient_name, email, phone, is_dnd';

/** The booked consults of some doctors from an instant on (index appointment_request_doctor_idx). */
export async function bookedConsults(db: Db, doctorIds: readonly number[], from: Date): Promise<BookedConsultRow[]> {
  if (doctorIds.length === 0) return [];
  const rows = await db.query<BookedConsultRow>(
    `SELECT ${CONSULT_COLUMNS} FROM appointment_request
      WHERE doctor_id = ANY($1::int[]) AND fulfillment_date >= $2 AND status_id = ANY($3::int[]) AND service = 'OFFLINE_CONSULTS'
      ORDER BY fulfillment_date, id`,
    [doctorIds, from, BOOKED_STATUSES],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), fulfillment_date: new Date(r.fulfillment_date) }));
}

/** One consult of a doctor within the caller's providers, locked for its change; undefined otherwise. */
export async function lockConsult(tx: Db, requestId: number, doctorId: number, providerIds: readonly number[]): Promise<BookedConsultRow | undefined> {
  const [row] = await tx.query<BookedConsultRow>(
    `SELECT ${CONSULT_COLUMNS} FROM appointment_request
      WHERE id = $1 AND doctor_id = $2 AND provider_id = ANY($3::int[]) AND service = 'OFFLINE_CONSULTS' FOR UPDATE`,
    [requestId, doctorId, providerIds],
  );
  return row && { ...row, id: Number(row.id), fulfillment_date: new Date(row.fulfillment_date) };
}

/** The calendar of a doctor row. */
export function calendarOf(doctor: Pick<CalendarDoctor, 'slots' | 'holidays'>): DoctorCalendar {
  return { slots: doctor.slots, holidays: doctor.holidays };
}

/** A booked consult as the core impact rule reads it. */
export function asBooked(row: BookedConsultRow): BookedConsult {
  return { requestId: row.id, doctorId: row.doctor_id, at: row.fulfillment_date, statusId: row.status_id };
}
