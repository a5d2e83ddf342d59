import { makeObservable, observable, action, computed } from 'mobx';
import type { CalendarChange, ScheduleDoctor, ScheduleEditorPort } from '../../../core/doctors/schedule-editor.port.ts';
import { MAX_DURATIONS_PER_DAY, WEEK_DAYS, daySlots, type ScheduleSlot } from '../../../core/doctors/schedule-week.ts';
import { SlotMessage, durationErrors, overlappingIndexes, type DurationErrors, type DurationForm } from '../../../core/doctors/schedule-rules.ts';
import { slotRows, splitSlotRange } from '../../../core/doctors/slot-split.ts';
import { formatDayMinutes } from '../../../core/doctors/slot-time.ts';
import { scheduleSaveLabel, scheduleSubmitsToQc } from '../../../core/doctors/schedule-qc.ts';
import { DOCTOR_LIST_PATH } from '../../../core/doctors/editor-sections.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { DoctorCalendarViewModel } from './doctor-calendar.view-model.ts';
import { ScheduleToast } from './schedule-messages.ts';

/** One duration row of the weekly table, as typed. */
export interface DurationRow extends DurationForm {
  key: number;
  id?: number | null;
}

/** A row's messages, the overlap included. */
export interface RowErrors extends DurationErrors {
  overlap?: SlotMessage;
}

let nextKey = 1;
const rowOf = (s: ScheduleSlot): DurationRow => ({ key: nextKey++, id: s.id ?? null, startTime: s.startTime, endTime: s.endTime, totalSlots: String(s.totalSlots), split: String(s.split) });

/**
 * The Schedule screen (spec 3 §2.5, §5.3): a weekly table of up to three durations a day, copy-day,
 * and the Customer View preview. The rules are core's; the form shows their messages once Save was
 * pressed, and the server checks the same rules.
 */
export class ScheduleViewModel extends DoctorCalendarViewModel {
  days: Record<number, DurationRow[]> = {};
  /** Stored slots taken out of the table, sent as isActive false. */
  removedIds: number[] = [];
  showErrors = false;
  copyFrom = 1;
  copyTo: number[] = [];
  previewDay = 1;
  protected readonly savedMessage = ScheduleToast.slotsSaved;

  constructor(port: ScheduleEditorPort, current: CurrentSession, toaster: Toaster, private readonly navigator: AppNavigator) {
    super(port, current, toaster);
    makeObservable<this, 'reset'>(this, {
      days: observable, removedIds: observable, showErrors: observable, copyFrom: observable, copyTo: observable, previewDay: observable,
      reset: action, addDuration: action, removeDuration: action, setField: action, setCopyFrom: action, toggleCopyTo: action, copyDay: action,
      setPreviewDay: action, save: action, errors: computed, hasErrors: computed, previewRows: computed, submitsToQc: computed, saveLabel: computed,
    });
  }

  protected reset(doctor: ScheduleDoctor): void {
    this.days = Object.fromEntries(WEEK_DAYS.map((d) => [d.dayOfWeek, daySlots(doctor.slots, d.dayOfWeek).map(rowOf)]));
    this.removedIds = [];
    this.showErrors = false;
  }

  rows(dayOfWeek: number): DurationRow[] {
    return this.days[dayOfWeek] ?? [];
  }

  canAdd(dayOfWeek: number): boolean {
    return this.rows(dayOfWeek).length < MAX_DURATIONS_PER_DAY;
  }

  addDuration(dayOfWeek: number): void {
    if (!this.canAdd(dayOfWeek)) return;
    this.days[dayOfWeek] = [...this.rows(dayOfWeek), { key: nextKey++, startTime: null, endTime: null, totalSlots: '', split: '' }];
  }

  removeDuration(dayOfWeek: number, key: number): void {
    const row = this.rows(dayOfWeek).find((r) => r.key === key);
    if (row?.id) this.removedIds.push(row.id);
    this.days[dayOfWeek] = this.rows(dayOfWeek).filter((r) => r.key !== key);
  }

  setField(dayOfWeek: number, key: number, field: keyof DurationForm, value: string): void {
    this.days[dayOfWeek] = this.rows(dayOfWeek).map((r) => {
      if (r.key !== key) return r;
      if (field === 'startTime' || field === 'endTime') return { ...r, [field]: value === '' ? null : Number(value) };
      return { ...r, [field]: value };
    });
  }

  /** Every row's messages by key: core's duration rules and the day's overlap rule. */
  get errors(): Map<number, RowErrors> {
    const map = new Map<number, RowErrors>();
    for (const { dayOfWeek } of WEEK_DAYS) {
      const rows = this.rows(dayOfWeek);
      const overlapping = new Set(overlappingIndexes(rows));
      rows.forEach((row, i) => {
        const errors: RowErrors = durationErrors(row);
        if (overlapping.has(i)) errors.overlap = SlotMessage.Overlap;
        if (Object.keys(errors).length > 0) map.set(row.key, errors);
      });
    }
    return map;
  }

  get hasErrors(): boolean {
    return this.errors.size > 0;
  }

  /** A row's messages once Save has been pressed. */
  shownErrors(key: number): RowErrors {
    return this.showErrors ? this.errors.get(key) ?? {} : {};
  }

  setCopyFrom(dayOfWeek: number): void {
    this.copyFrom = dayOfWeek;
    this.copyTo = this.copyTo.filter((d) => d !== dayOfWeek);
  }

  toggleCopyTo(dayOfWeek: number): void {
    this.copyTo = this.copyTo.includes(dayOfWeek) ? this.copyTo.filter((d) => d !== dayOfWeek) : [...this.copyTo, dayOfWeek];
  }

  /** Copy-day: the chosen days get the source day's durations (their own saved ones are removed). */
  copyDay(): void {
    const source = this.rows(this.copyFrom);
    for (const day of this.copyTo) {
      for (const row of this.rows(day)) if (row.id) this.removedIds.push(row.id);
      this.days[day] = source.map((r) => ({ ...r, key: nextKey++, id: null }));
    }
    this.copyTo = [];
  }

  setPreviewDay(dayOfWeek: number): void {
    this.previewDay = dayOfWeek;
  }

  /** The Customer View: each valid range of the day split into slots of its length, three a row. */
  get previewRows(): string[][] {
    const labels = this.rows(this.previewDay)
      .filter((r) => Object.keys(durationErrors(r)).length === 0)
      .sort((a, b) => a.startTime! - b.startTime!)
      .flatMap((r) => splitSlotRange(r.startTime!, r.endTime!, Number(r.split)).map((p) => `${formatDayMinutes(p.start)} - ${formatDayMinutes(p.end)}`));
    return slotRows(labels);
  }

  private get activeRows(): number {
    return WEEK_DAYS.reduce((n, d) => n + this.rows(d.dayOfWeek).length, 0);
  }

  /** A draft doctor with slots goes to QC with this save (core's rule). */
  get submitsToQc(): boolean {
    return this.doctor !== null && scheduleSubmitsToQc(this.doctor.qcStatus, this.activeRows);
  }

  get saveLabel(): string {
    return this.doctor ? scheduleSaveLabel(this.doctor.qcStatus, this.activeRows) : 'Save';
  }

  /** After Submit to QC the doctor is in QC's hands: back to the Doctor List, as the profile's submit does. */
  protected override saved(change: CalendarChange): void {
    if (change.submitToQc) this.navigator.go(DOCTOR_LIST_PATH);
  }

  protected change(): CalendarChange {
    const slots: ScheduleSlot[] = WEEK_DAYS.flatMap(({ dayOfWeek }) =>
      this.rows(dayOfWeek).map((r) => ({ ...(r.id ? { id: r.id } : {}), dayOfWeek, startTime: r.startTime!, endTime: r.endTime!, totalSlots: Number(r.totalSlots), split: Number(r.split), isActive: true })),
    );
    const removed = (this.doctor?.slots ?? []).filter((s) => s.id && this.removedIds.includes(s.id)).map((s) => ({ ...s, isActive: false }));
    return { slots: [...removed, ...slots], ...(this.submitsToQc ? { submitToQc: true } : {}) };
  }

  /** Save: shows the messages and stops while any rule fails; otherwise the impact, then the save. */
  async save(): Promise<void> {
    this.showErrors = true;
    if (this.hasErrors) return;
    await this.requestSave();
  }
}
