import type { ScheduleSlot } from '../../../core/doctors/schedule-week.ts';
import type { Holiday } from '../../../core/doctors/holiday-list.ts';
import { offlineNextActions, type OfflineNextAction } from '../../../core/consults/offline-rules.ts';
import { offlineSubTabsFor, offlineTabForStatus, OFFLINE_TABS, PLACE_TAKING_STATUS_IDS } from '../../../core/consults/offline-tabs.ts';
import { judgeOfflineItem } from '../../../core/consults/offline-action-rule.ts';
import { placeRefusal } from '../../../core/consults/slot-booking.ts';
import { slotCalendar } from '../../../core/consults/slot-calendar.ts';
import { holdCapRefusal, holdExpiry, type SlotHold } from '../../../core/consults/slot-hold.ts';
import { parseSlotStamp } from '../../../core/consults/slot-stamp.ts';
import { OfflineAction } from '../../../core/consults/offline-actions.ts';
import { isPastOfflineSla } from '../../../core/consults/offline-pending.ts';
import type { OfflineListScope } from '../../../core/consults/offline-tabs.ts';

/** A doctor a scenario arranges: weekly ranges, holiday days, fee. */
export interface ScenarioDoctor {
  readonly slots: readonly ScheduleSlot[];
  readonly holidays: readonly string[];
  readonly fee: number;
}

/** A consult a scenario arranges. */
export interface ScenarioConsult {
  readonly doctorId: number;
  readonly at: Date;
  readonly statusId: number;
  readonly fee: number;
  readonly rescheduleCount?: number;
  readonly maxRescheduleCount?: number | null;
  /** When it last changed; its appointment time when the scenario does not say. */
  readonly changedAt?: Date;
}

/** How many consults of each tab and sub-tab (by label) are past their SLA. */
export interface ScenarioBreaches {
  readonly tabs: Readonly<Record<string, number>>;
  readonly subTabs: Readonly<Record<string, number>>;
}

/** One action as a dialog sends it; reports is how many prescription files go with it. */
export interface ScenarioAction {
  readonly action: string;
  readonly remarks?: string;
  readonly userFeedback?: string;
  readonly scheduledAppointmentDate?: string;
  readonly doctorId?: number;
  readonly reports?: number;
}

/** A calendar day as the scenarios read it. */
export interface ScenarioDay {
  readonly dateString: string;
  readonly noSlotReason: string | null;
  readonly slots: readonly { readonly start: string; readonly placesLeft: number; readonly heldByYou: boolean }[];
}

/** The clinic's consult desk as a scenario works it: over core in memory, or the real server over HTTP. */
export interface ConsultDesk {
  setNow(at: Date): Promise<void>;
  addDoctor(doctor: ScenarioDoctor): Promise<number>;
  addConsult(consult: ScenarioConsult): Promise<number>;
  /** The tab label (Upcoming, Confirmed, Document Upload, Cancelled) and sub-tab labels a consult shows in. */
  placement(requestId: number): Promise<{ tab: string | undefined; subTabs: string[] }>;
  nextActions(requestId: number): Promise<readonly OfflineNextAction[]>;
  /** Applies an action; the refusal's reason, or null when it applied. */
  act(requestId: number, action: ScenarioAction): Promise<string | null>;
  consult(requestId: number): Promise<{ statusId: number; doctorId: number; at: Date; rescheduleCount: number }>;
  calendar(requestId: number, doctorId: number): Promise<ScenarioDay[]>;
  /** Holds a slot for the consult; the refusal's reason, or null when held. */
  hold(requestId: number, doctorId: number, slotStart: string): Promise<string | null>;
  /** The past-SLA counts beside the counters, over the 30 days either side of now. */
  breaches(): Promise<ScenarioBreaches>;
  /** The consults a tab (or sub-tab) lists with Priority Cases on, over the same days. */
  pastSlaOnly(tab: string, subTab: string | null): Promise<number[]>;
  close(): void;
}

interface Stored extends ScenarioConsult {
  id: number;
  rescheduleCount: number;
  maxRescheduleCount: number | null;
}

const CLINIC_USER = 1;

/** The domain profile's desk: core's rules over consults, doctors and holds kept in memory. */
export class InMemoryConsultDesk implements ConsultDesk {
  private now = new Date(0);
  private readonly doctors = new Map<number, ScenarioDoctor>();
  private readonly consults = new Map<number, Stored>();
  private holds: (SlotHold & { doctorId: number; at: Date })[] = [];

  async setNow(at: Date): Promise<void> {
    this.now = at;
  }

  async addDoctor(doctor: ScenarioDoctor): Promise<number> {
    const id = 900 + this.doctors.size + 1;
    this.doctors.set(id, doctor);
    return id;
  }

  async addConsult(c: ScenarioConsult): Promise<number> {
    const id = 1000 + this.consults.size + 1;
    this.consults.set(id, { ...c, id, rescheduleCount: c.rescheduleCount ?? 0, maxRescheduleCount: c.maxRescheduleCount ?? null });
    return id;
  }

  async placement(requestId: number): Promise<{ tab: string | undefined; subTabs: string[] }> {
    const c = this.consults.get(requestId)!;
    const labels = new Map(OFFLINE_TABS.flatMap((t) => t.subTabs).map((s) => [s.subTab, s.label]));
    return { tab: offlineTabForStatus(c.statusId)?.label, subTabs: offlineSubTabsFor(c.statusId, c.at.getTime() <= this.now.getTime()).map((s) => labels.get(s)!) };
  }

  async nextActions(requestId: number): Promise<readonly OfflineNextAction[]> {
    return offlineNextActions(this.state(requestId), this.now);
  }

  async act(requestId: number, a: ScenarioAction): Promise<string | null> {
    const c = this.consults.get(requestId)!;
    const judged = judgeOfflineItem(requestId, { ...this.state(requestId), doctorId: c.doctorId }, { ...a, reportCount: a.reports ?? 0, billCount: 0 }, 1, this.now);
    if ('refusal' in judged) return judged.refusal;
    if (judged.move) {
      const doctor = this.doctors.get(judged.move.doctorId);
      if (judged.action === OfflineAction.ChangeDoctor && (!doctor || doctor.fee !== c.fee)) return 'That doctor cannot take this consult; choose one from the list';
      const refusal = placeRefusal({ calendar: this.calendarOf(judged.move.doctorId), at: judged.move.at, bookings: this.bookings(judged.move.doctorId, requestId), holds: this.holdsAt(judged.move.doctorId, judged.move.at), userId: CLINIC_USER, requestId, now: this.now });
      if (refusal) return refusal;
      this.consults.set(requestId, { ...c, at: judged.move.at, doctorId: judged.move.doctorId, rescheduleCount: c.rescheduleCount + (judged.move.countsAsReschedule ? 1 : 0), statusId: judged.to });
      this.holds = this.holds.filter((h) => h.requestId !== requestId);
      return null;
    }
    this.consults.set(requestId, { ...c, statusId: judged.to });
    return null;
  }

  async consult(requestId: number) {
    const c = this.consults.get(requestId)!;
    return { statusId: c.statusId, doctorId: c.doctorId, at: c.at, rescheduleCount: c.rescheduleCount };
  }

  async calendar(requestId: number, doctorId: number): Promise<ScenarioDay[]> {
    const holds = new Map<number, SlotHold[]>();
    for (const h of this.holds.filter((x) => x.doctorId === doctorId)) {
      holds.set(h.at.getTime(), [...(holds.get(h.at.getTime()) ?? []), h.requestId === requestId ? h : { ...h, userId: -1 }]);
    }
    return slotCalendar(this.calendarOf(doctorId), this.bookings(doctorId, requestId), holds, CLINIC_USER, this.now).map((d) => ({
      dateString: d.dateString,
      noSlotReason: d.noSlotReason,
      slots: d.slots.map((s) => ({ start: s.slotStartDateTime, placesLeft: s.placesLeft, heldByYou: s.heldByYou })),
    }));
  }

  async hold(requestId: number, doctorId: number, slotStart: string): Promise<string | null> {
    const at = parseSlotStamp(slotStart)!;
    const tooMany = holdCapRefusal(this.holds, requestId, this.now);
    if (tooMany) return tooMany;
    const refusal = placeRefusal({ calendar: this.calendarOf(doctorId), at, bookings: this.bookings(doctorId, requestId), holds: this.holdsAt(doctorId, at), userId: CLINIC_USER, requestId, now: this.now });
    if (refusal) return refusal;
    this.holds = [...this.holds.filter((h) => h.requestId !== requestId), { requestId, userId: CLINIC_USER, doctorId, at, expiresOn: holdExpiry(this.now) }];
    return null;
  }

  async breaches(): Promise<ScenarioBreaches> {
    const late = (scope: OfflineListScope) => this.listed(scope).filter((c) => isPastOfflineSla(scope, this.slaRow(c), this.now)).length;
    return {
      tabs: Object.fromEntries(OFFLINE_TABS.map((t) => [t.label, late(t)])),
      subTabs: Object.fromEntries(OFFLINE_TABS.flatMap((t) => t.subTabs).map((s) => [s.label, late(s)])),
    };
  }

  async pastSlaOnly(tab: string, subTab: string | null): Promise<number[]> {
    const t = OFFLINE_TABS.find((x) => x.label === tab)!;
    const scope = subTab ? t.subTabs.find((s) => s.label === subTab)! : (t.subTabs[0] ?? t);
    return this.listed(scope).filter((c) => isPastOfflineSla(scope, this.slaRow(c), this.now)).map((c) => c.id);
  }

  close(): void {}

  /** The consults a list holds: its statuses, on the side of now its sub-tab asks for. */
  private listed(scope: OfflineListScope): Stored[] {
    return [...this.consults.values()].filter((c) => (scope.statusIds as readonly number[]).includes(c.statusId)
      && (scope.time === undefined || (scope.time === 'due') === (c.at.getTime() <= this.now.getTime())));
  }

  private slaRow(c: Stored) {
    return { statusId: c.statusId, fulfillmentDate: c.at, modifiedOn: c.changedAt ?? c.at };
  }

  private state(requestId: number) {
    const c = this.consults.get(requestId)!;
    return { statusId: c.statusId, fulfillmentDate: c.at, rescheduleCount: c.rescheduleCount, maxRescheduleCount: c.maxRescheduleCount };
  }

  private calendarOf(doctorId: number) {
    const d = this.doctors.get(doctorId)!;
    const holidays: Holiday[] = d.holidays.map((date) => ({ date, isActive: true }));
    return { slots: d.slots, holidays };
  }

  private bookings(doctorId: number, exceptRequestId: number) {
    return [...this.consults.values()]
      .filter((c) => c.doctorId === doctorId && c.id !== exceptRequestId && PLACE_TAKING_STATUS_IDS.includes(c.statusId as never))
      .map((c) => ({ at: c.at }));
  }

  private holdsAt(doctorId: number, at: Date): SlotHold[] {
    return this.holds.filter((h) => h.doctorId === doctorId && h.at.getTime() === at.getTime());
  }
}
