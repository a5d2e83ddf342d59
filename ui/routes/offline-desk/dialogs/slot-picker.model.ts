import { makeAutoObservable, runInAction } from 'mobx';
import { LabDeskRefusal } from '../../../../core/appointments/lab-desk.port.ts';
import type { OfflineCalendarDay, OfflineDeskPort, OfflineSlot } from '../../../../core/consults/offline-desk.port.ts';
import { countdownText, HoldMessage, holdSecondsLeft } from '../../../../core/consults/slot-hold.ts';
import type { ClockPort } from '../../../../core/shared/clock.port.ts';
import { translate } from '../../../i18n/define-text.ts';
import { offlineText } from '../offline-desk.text.ts';

/** Starts a one-second tick and gives back how to stop it (injected, so tests drive the countdown). */
export type Ticker = (tick: () => void) => () => void;

export const everySecond: Ticker = (tick) => {
  const id = setInterval(tick, 1000);
  return () => clearInterval(id);
};

export const SlotMessage = {
  lapsed: 'Your hold on the slot lapsed; please choose a slot again',
  holdFailed: 'The slot could not be held; please try again',
} as const;

/** What the picker works for: the request and the clinic whose doctor's days it shows. */
export interface SlotPickerTarget {
  readonly requestId: number;
  readonly providerId: number;
}

/**
 * The 14-day calendar of Reschedule and Change Doctor (spec 3 §2.3, §5.1): the doctor's days from
 * the server, a day with a no-slot reason not pickable, and a picked slot held for the user
 * (holdSlot) with a countdown until the hold lapses. A slot taken meanwhile (409) says so and the
 * calendar is asked again; leaving without saving gives the hold back (releaseSlot).
 */
export class SlotPickerModel {
  doctorId: number | undefined = undefined;
  days: OfflineCalendarDay[] = [];
  loading = false;
  failed = false;
  day: string | undefined = undefined;
  slot: OfflineSlot | undefined = undefined;
  holding = false;
  secondsLeft = 0;
  message: string | undefined = undefined;
  private heldUntil: Date | undefined = undefined;
  private stopTick: (() => void) | undefined = undefined;
  private loadSeq = 0;

  constructor(
    private readonly port: OfflineDeskPort,
    private readonly clock: ClockPort,
    private readonly target: SlotPickerTarget,
    private readonly ticker: Ticker = everySecond,
  ) {
    makeAutoObservable<this, 'port' | 'clock' | 'target' | 'ticker' | 'heldUntil' | 'stopTick' | 'loadSeq'>(
      this,
      { port: false, clock: false, target: false, ticker: false, heldUntil: false, stopTick: false, loadSeq: false },
      { autoBind: true },
    );
  }

  /** The picked slot's stamp, what updateRequests sends as scheduledAppointmentDate. */
  get slotStart(): string | undefined {
    return this.slot?.slotStartDateTime;
  }

  get pickedDay(): OfflineCalendarDay | undefined {
    return this.days.find((d) => d.dateString === this.day);
  }

  /** The held slot's countdown, "Held for 4:59". */
  get countdown(): string | undefined {
    return this.slot ? translate(offlineText, 'heldFor', { time: countdownText(this.secondsLeft) }) : undefined;
  }

  /** Whether a slot can be pressed: places left for the user, or already theirs. */
  slotOpen(slot: OfflineSlot): boolean {
    return slot.placesLeft > 0 || slot.heldByYou;
  }

  /** Shows another doctor's calendar (Change Doctor); the hold on the former doctor's slot goes back. */
  setDoctor(doctorId: number): Promise<void> {
    if (this.slot) this.release();
    this.doctorId = doctorId;
    this.day = undefined;
    this.message = undefined;
    return this.load();
  }

  async load(): Promise<void> {
    const doctorId = this.doctorId;
    if (doctorId === undefined) return;
    const seq = ++this.loadSeq;
    this.loading = true;
    this.failed = false;
    try {
      const days = await this.port.calendar({ ...this.target, doctorId });
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.days = days;
        // The picked day stays picked while it can still be picked.
        if (!days.some((d) => d.dateString === this.day && d.noSlotReason === null)) this.day = days.find((d) => d.noSlotReason === null)?.dateString;
      });
    } catch {
      if (seq === this.loadSeq) runInAction(() => ((this.days = []), (this.failed = true)));
    } finally {
      if (seq === this.loadSeq) runInAction(() => (this.loading = false));
    }
  }

  /** Picks a day; a day with a no-slot reason cannot be picked. */
  pickDay(dateString: string): void {
    const day = this.days.find((d) => d.dateString === dateString);
    if (!day || day.noSlotReason !== null) return;
    this.day = dateString;
  }

  /** Holds a place of the slot for the user; a slot taken meanwhile says so and the calendar is asked again. */
  async pickSlot(slot: OfflineSlot): Promise<void> {
    const doctorId = this.doctorId;
    if (doctorId === undefined || this.holding || !this.slotOpen(slot)) return;
    this.holding = true;
    this.message = undefined;
    try {
      const held = await this.port.holdSlot(this.target.requestId, doctorId, slot.slotStartDateTime);
      runInAction(() => {
        this.slot = slot;
        // Counted on this machine's clock from the seconds the server gives, so a skewed clock does not shorten it.
        this.heldUntil = new Date(this.clock.now().getTime() + held.secondsLeft * 1000);
        this.secondsLeft = held.secondsLeft;
      });
      this.startTicking();
    } catch (error) {
      const taken = error instanceof LabDeskRefusal && error.status === 409;
      runInAction(() => {
        this.stopTicking();
        this.slot = undefined;
        this.message = taken ? (error.reason ?? HoldMessage.taken) : error instanceof LabDeskRefusal && error.reason ? error.reason : SlotMessage.holdFailed;
      });
      if (taken) await this.load();
    } finally {
      runInAction(() => (this.holding = false));
    }
  }

  /** One second on: the countdown, and when it reaches nought the slot is no longer the user's. */
  tick(): void {
    if (!this.heldUntil) return;
    this.secondsLeft = holdSecondsLeft(this.heldUntil, this.clock.now());
    if (this.secondsLeft > 0) return;
    this.stopTicking();
    this.slot = undefined;
    this.heldUntil = undefined;
    this.message = SlotMessage.lapsed;
    void this.load();
  }

  /** Gives the hold back (the dialog closed without saving). */
  release(): void {
    const held = this.slot !== undefined;
    this.stopTicking();
    this.slot = undefined;
    this.heldUntil = undefined;
    // Fire and forget: the hold lapses on its own if this call is lost.
    if (held) void this.port.releaseSlot(this.target.requestId).catch(() => undefined);
  }

  /** Stops the countdown without giving the slot back (it was booked). */
  dispose(): void {
    this.stopTicking();
  }

  private startTicking(): void {
    this.stopTicking();
    this.stopTick = this.ticker(() => this.tick());
  }

  private stopTicking(): void {
    this.stopTick?.();
    this.stopTick = undefined;
  }
}
