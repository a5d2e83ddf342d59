import type { Db } from '../store/db.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { queueMessage } from '../mail/outbox-messenger.ts';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { StatusId } from '../../../core/appointments/status-catalogue.ts';
import { BOOKED_STATUSES } from '../../../core/doctors/impact-rule.ts';
import { isFreeAt, nextFreeSlot } from '../../../core/doctors/impact-calendar.ts';
import { ImpactChoice, impactNotice, impactRemark } from '../../../core/doctors/impact-choice.ts';
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import { bookedConsults, calendarOf, lockConsult, lockDoctor, type BookedConsultRow, type CalendarDoctor } from './impact-store.ts';

/** Who applies a choice, as history and audit name them. */
export interface ImpactActor {
  userId: number;
  userName: string;
  name: string;
  providerIds: readonly number[];
}

/** One confirmed choice for a hit consult. */
export interface ImpactDecision {
  requestId: number;
  choice: ImpactChoice;
  toDoctorId?: number;
}

/** What became of one decision. */
export type ImpactOutcome =
  | { ok: true; doctorId: number; at: Date }
  | { ok: false; error: string };

/** Refusals of one decision, in words for the screen. */
export const ImpactError = {
  NotFound: 'Appointment not found for this doctor',
  NotBooked: 'Appointment is no longer booked',
  NoDoctor: 'Choose a doctor of the clinic who is free at that time',
  NotFree: 'The chosen doctor is not free at that time',
  NoFreeSlot: 'No free slot in the next 60 days',
} as const;

/** A change to write: the consult's new doctor, time and status, with its history remark. */
interface ConsultChange {
  consult: BookedConsultRow;
  doctor: CalendarDoctor;
  at: Date;
  statusId: number;
  remark: string;
  audit: AuditAction;
}

async function writeChange(tx: Db, change: ConsultChange, actor: ImpactActor, now: Date, choice: 'Reassign' | 'Reschedule'): Promise<void> {
  const { consult } = change;
  const moved = change.at.getTime() !== consult.fulfillment_date.getTime();
  await tx.query(
    `UPDATE appointment_request
        SET doctor_id = $2, fulfillment_date = $3, status_id = $4, modified_on = $5, version = version + 1,
            first_appointment_date = CASE WHEN $6::boolean THEN coalesce(first_appointment_date, fulfillment_date) ELSE first_appointment_date END,
            provider_reschedule_count = provider_reschedule_count + CASE WHEN $6::boolean THEN 1 ELSE 0 END
      WHERE id = $1`,
    [consult.id, change.doctor.id, change.at, change.statusId, now, moved],
  );
  await tx.query(
    `INSERT INTO request_status_history (request_id, status_id, actor_user_id, actor_name, at, remarks) VALUES ($1, $2, $3, $4, $5, $6)`,
    [consult.id, change.statusId, actor.userId, actor.name, now, change.remark],
  );
  const notice = impactNotice({ requestId: consult.id, patientName: consult.patient_name, doctorName: change.doctor.name, when: formatIndiaDateTime(change.at), choice });
  const base = { ...notice, purpose: 'statusNotification' as const, requestId: consult.id, statusId: change.statusId };
  if (consult.email) await queueMessage(tx, { ...base, channel: 'Email', recipient: consult.email }, now);
  // Do-not-disturb blocks SMS, as for every status notification; the e-mail about their own appointment still goes.
  if (consult.phone && !consult.is_dnd) await queueMessage(tx, { ...base, channel: 'SMS', recipient: consult.phone }, now);
  await recordAudit(tx, {
    at: now,
    action: change.audit,
    actorUserId: actor.userId,
    actorName: actor.userName,
    subject: `request:${consult.id}`,
    details: { fromDoctorId: consult.doctor_id, toDoctorId: change.doctor.id, from: consult.fulfillment_date.toISOString(), to: change.at.toISOString(), statusId: change.statusId },
  });
}

/**
 * Applies one decision in its own transaction: the consult (locked) must still be booked with the
 * doctor within the caller's providers; a reassignment needs an active colleague of the same clinic
 * free at that time, a reschedule takes the doctor's next free slot under the saved schedule. The
 * request row, its history, the audit row and the customer's messages commit together or not at
 * all. Keep writes nothing.
 */
export async function applyImpactDecision(db: Db, doctorId: number, decision: ImpactDecision, actor: ImpactActor, now: Date): Promise<ImpactOutcome> {
  return db.transaction(async (tx): Promise<ImpactOutcome> => {
    const consult = await lockConsult(tx, decision.requestId, doctorId, actor.providerIds);
    if (!consult) return { ok: false, error: ImpactError.NotFound };
    if (!BOOKED_STATUSES.includes(consult.status_id) || consult.fulfillment_date.getTime() < now.getTime()) return { ok: false, error: ImpactError.NotBooked };
    if (decision.choice === ImpactChoice.Keep) return { ok: true, doctorId, at: consult.fulfillment_date };
    // Both doctors' rows are locked in id order, so two moves between the same pair in opposite
    // directions queue instead of deadlocking; the lock makes a colleague's free check hold to commit.
    const toId = decision.choice === ImpactChoice.Reassign && decision.toDoctorId !== doctorId ? decision.toDoctorId : undefined;
    const locked = new Map<number, CalendarDoctor | undefined>();
    for (const id of [doctorId, ...(toId ? [toId] : [])].sort((a, b) => a - b)) locked.set(id, await lockDoctor(tx, id));
    const doctor = locked.get(doctorId);
    if (!doctor) return { ok: false, error: ImpactError.NotFound };
    const when = (at: Date) => formatIndiaDateTime(at);
    if (decision.choice === ImpactChoice.Reassign) {
      const to = toId === undefined ? undefined : locked.get(toId);
      if (!to || !to.is_active || to.provider_id !== consult.provider_id) return { ok: false, error: ImpactError.NoDoctor };
      const theirs = (await bookedConsults(tx, [to.id], now)).map((c) => c.fulfillment_date);
      if (!isFreeAt(calendarOf(to), theirs, consult.fulfillment_date)) return { ok: false, error: ImpactError.NotFree };
      const remark = impactRemark('Reassign', { fromDoctor: doctor.name, toDoctor: to.name, when: when(consult.fulfillment_date) });
      await writeChange(tx, { consult, doctor: to, at: consult.fulfillment_date, statusId: consult.status_id, remark, audit: AuditAction.ConsultReassigned }, actor, now, 'Reassign');
      return { ok: true, doctorId: to.id, at: consult.fulfillment_date };
    }
    const own = (await bookedConsults(tx, [doctor.id], now)).filter((c) => c.id !== consult.id).map((c) => c.fulfillment_date);
    const next = nextFreeSlot(calendarOf(doctor), own, consult.fulfillment_date);
    if (!next) return { ok: false, error: ImpactError.NoFreeSlot };
    const remark = impactRemark('Reschedule', { fromDoctor: doctor.name, toDoctor: doctor.name, when: when(next) });
    await writeChange(tx, { consult, doctor, at: next, statusId: StatusId.RescheduledByCentre, remark, audit: AuditAction.ConsultRescheduled }, actor, now, 'Reschedule');
    return { ok: true, doctorId: doctor.id, at: next };
  });
}
