import { makeObservable, observable, observableRef, action, computed } from 'mobx';
import type { CalendarChange, ScheduleDoctor, ScheduleEditorPort } from '../../../core/doctors/schedule-editor.port.ts';
import { addHolidayRange, removeHoliday, type Holiday, type HolidayChange } from '../../../core/doctors/holiday-list.ts';
import { holidayRangeError, lastHolidayDay, rangeDays, type HolidayMessage } from '../../../core/doctors/holiday-rules.ts';
import { holidayGrid, type HolidayMonth, type HolidayRun } from '../../../core/doctors/holiday-grid.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { TypedDays } from '../../components/calendar/typed-days.ts';
import { DoctorCalendarViewModel } from '../doctor-schedule/doctor-calendar.view-model.ts';
import { ScheduleToast } from '../doctor-schedule/schedule-messages.ts';

/**
 * The Holidays screen (spec 3 §2.5, §4.2, §5.4): start and end pickers, Add Holiday, and the
 * six-month grid with consecutive days merged. Adding and removing change the list here; Save sends
 * the changes as ranges, after showing the consults they would hit.
 */
export class HolidaysViewModel extends DoctorCalendarViewModel {
  start: string | undefined = undefined;
  end: string | undefined = undefined;
  rangeError: HolidayMessage | null = null;
  holidays: Holiday[] = [];
  changes: HolidayChange[] = [];
  /** The start and end fields when they hold typed text that is not a day: Add Holiday and Save wait for them. */
  readonly typed = new TypedDays();
  protected readonly savedMessage = ScheduleToast.holidaysSaved;

  constructor(port: ScheduleEditorPort, current: CurrentSession, toaster: Toaster, private readonly clock: ClockPort) {
    super(port, current, toaster);
    makeObservable<this, 'reset'>(this, {
      start: observable, end: observable, rangeError: observable, holidays: observableRef, changes: observableRef,
      reset: action, setStart: action, setEnd: action, addHoliday: action, removeRun: action,
      grid: computed, isDirty: computed,
    });
  }

  get today(): string {
    return indiaDay(this.clock.now());
  }

  get lastDay(): string {
    return lastHolidayDay(this.today);
  }

  protected reset(doctor: ScheduleDoctor): void {
    this.holidays = [...doctor.holidays];
    this.changes = [];
    this.start = undefined;
    this.end = undefined;
    this.rangeError = null;
  }

  setStart(day: string): void {
    this.start = day;
    this.rangeError = null;
  }

  setEnd(day: string): void {
    this.end = day;
    this.rangeError = null;
  }

  /** Add Holiday: the range by core's rules; listed days come back active, new ones are added. */
  addHoliday(): void {
    // The field shows why its text is not a day; adding now would use its old day, or none.
    if (this.typed.pending) return;
    this.rangeError = holidayRangeError(this.start ?? null, this.end ?? null, this.today);
    if (this.rangeError) return;
    this.holidays = addHolidayRange(this.holidays, this.start!, this.end!, this.current.session?.user.firstName ?? '');
    this.changes = [...this.changes, { date: this.start!, endDate: this.end! }];
    this.start = undefined;
    this.end = undefined;
  }

  /** Removes a run of the grid: saved days become inactive, unsaved ones go. */
  removeRun(run: HolidayRun): void {
    for (const day of rangeDays(run.start, run.end)) this.holidays = removeHoliday(this.holidays, day, '');
    this.changes = [...this.changes, { date: run.start, endDate: run.end, isActive: false }];
  }

  get grid(): HolidayMonth[] {
    return holidayGrid(this.holidays, this.today);
  }

  get isDirty(): boolean {
    return this.changes.length > 0;
  }

  protected change(): CalendarChange {
    return { holidays: this.changes };
  }

  async save(): Promise<void> {
    if (this.isDirty && !this.typed.pending) await this.requestSave();
  }
}
