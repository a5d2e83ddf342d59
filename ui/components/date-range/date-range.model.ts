import { makeAutoObservable } from 'mobx';
import {
  ALL_DATE_PRESETS,
  DatePreset,
  dayRangeProblem,
  isEditablePreset,
  presetRange,
  type DayRange,
} from '../../../core/appointments/date-presets.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import type { ViewStatePort } from '../../view-state/view-state.port.ts';
import { TypedDays } from '../calendar/typed-days.ts';

const isPreset = (name: string): name is DatePreset => (ALL_DATE_PRESETS as readonly string[]).includes(name);

/**
 * The date-range filter of a list (spec 1 §2): a preset, and start and end days editable only for
 * Custom. The applied choice is kept for the browser session under the list's scope; a preset is
 * stored by name and recomputed on return, so 'Today' is always today.
 */
export class DateRangeModel {
  preset: DatePreset;
  draft: DayRange;
  applied: DayRange;
  /** The ends holding typed text that is not a day: while one does, the search waits. */
  readonly typed = new TypedDays();

  constructor(
    private readonly clock: ClockPort,
    private readonly viewState: ViewStatePort,
    private readonly scope: string,
    defaultPreset: DatePreset,
  ) {
    const stored = viewState.dateFilter(scope);
    this.preset = stored && isPreset(stored.name) ? stored.name : defaultPreset;
    const custom = stored && this.preset === DatePreset.Custom ? { startDate: stored.startDate, endDate: stored.endDate } : undefined;
    this.draft = presetRange(this.preset, clock.now(), custom);
    this.applied = this.draft;
    makeAutoObservable<this, 'clock' | 'viewState' | 'scope'>(this, { clock: false, viewState: false, scope: false, typed: false }, { autoBind: true });
  }

  get presets(): readonly DatePreset[] {
    return ALL_DATE_PRESETS;
  }

  /** Today in India, which the calendars mark and the presets count from. */
  get today(): string {
    return indiaDay(this.clock.now());
  }

  get editable(): boolean {
    return isEditablePreset(this.preset);
  }

  get problem(): string | undefined {
    return dayRangeProblem(this.draft);
  }

  /** Picks a preset; any preset but Custom applies at once (there is nothing more to choose). */
  setPreset(preset: DatePreset): boolean {
    this.preset = preset;
    if (preset === DatePreset.Custom) return false;
    this.draft = presetRange(preset, this.clock.now());
    return this.apply();
  }

  setStart(day: string): void {
    if (this.editable) this.draft = { ...this.draft, startDate: day };
  }

  setEnd(day: string): void {
    if (this.editable) this.draft = { ...this.draft, endDate: day };
  }

  /**
   * Applies the shown range (the search icon); refused while the range has a problem, or an end
   * holds typed text that is not a day (applying the other end alone would change the list anyway).
   */
  apply(): boolean {
    if (this.problem) return false;
    if (this.editable && this.typed.pending) return false;
    if (!this.editable) this.draft = presetRange(this.preset, this.clock.now());
    this.applied = this.draft;
    this.viewState.saveDateFilter({ name: this.preset, ...this.applied }, this.scope);
    return true;
  }
}
