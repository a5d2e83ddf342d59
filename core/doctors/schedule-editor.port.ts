import type { ScheduleSlot } from './schedule-week.ts';
import type { Holiday, HolidayChange } from './holiday-list.ts';
import type { ImpactChoice } from './impact-choice.ts';
import type { QcStatus } from './doctor-catalogue.ts';

/** A doctor as the Schedule and Holidays screens read it. */
export interface ScheduleDoctor {
  readonly doctorId: number;
  readonly providerId: number;
  readonly name: string;
  readonly qcStatus: QcStatus;
  readonly slots: readonly ScheduleSlot[];
  readonly holidays: readonly Holiday[];
}

/** A proposed change of a doctor's calendar: the items as they would be saved (absent: unchanged). */
export interface CalendarChange {
  readonly slots?: readonly ScheduleSlot[];
  readonly holidays?: readonly HolidayChange[];
  /** Sends a draft doctor to QC with the schedule (spec 3 §4.2). */
  readonly submitToQc?: boolean;
}

/** A booked consult the change would hit, with what may be done for it. */
export interface ImpactedConsult {
  readonly requestId: number;
  readonly patientName: string;
  readonly at: Date;
  readonly reassignTo: readonly { doctorId: number; doctorName: string }[];
  readonly nextFreeSlot: Date | null;
}

/** The screen's list before saving: "N booked appointments fall on these days" and the consults. */
export interface ImpactPreview {
  readonly message: string;
  readonly consults: readonly ImpactedConsult[];
}

/** A confirmed choice for one consult. */
export interface ImpactDecision {
  readonly requestId: number;
  readonly choice: ImpactChoice;
  readonly toDoctorId?: number;
}

/** What became of a decision. */
export interface ImpactResult {
  readonly requestId: number;
  readonly success: boolean;
  readonly error: string | null;
}

/** What the Schedule and Holidays screens need of the doctor service (spec 3 §7 onboardDoctor, getDoctorDetails). */
export interface ScheduleEditorPort {
  doctor(doctorId: number, providerIds: readonly number[]): Promise<ScheduleDoctor>;
  save(doctor: Pick<ScheduleDoctor, 'doctorId' | 'providerId'>, change: CalendarChange, providerIds: readonly number[]): Promise<void>;
  impact(doctorId: number, change: CalendarChange, providerIds: readonly number[]): Promise<ImpactPreview>;
  applyImpact(doctorId: number, decisions: readonly ImpactDecision[], providerIds: readonly number[]): Promise<ImpactResult[]>;
}
