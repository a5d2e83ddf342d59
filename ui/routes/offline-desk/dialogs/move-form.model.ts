import { makeAutoObservable, runInAction } from 'mobx';
import { OfflineAction } from '../../../../core/consults/offline-actions.ts';
import { offlineInputProblem, RESCHEDULE_REASONS } from '../../../../core/consults/offline-action-input.ts';
import type { DoctorChoice, OfflineDeskPort, OfflineRequest, OfflineUpdateItem } from '../../../../core/consults/offline-desk.port.ts';
import type { ClockPort } from '../../../../core/shared/clock.port.ts';
import { ReasonChoiceModel } from './reason-choice.model.ts';
import { SlotPickerModel, type Ticker } from './slot-picker.model.ts';

/** The actions that move a consult to a new slot. */
export type MoveAction = typeof OfflineAction.Reschedule | typeof OfflineAction.ChangeDoctor;

/**
 * Reschedule and Change Doctor (spec 3 §4.1, §5.1): a reason and a held slot of the 14-day
 * calendar; Change Doctor first asks for another doctor (available-for-reschedule) and shows that
 * doctor's calendar. Save stays disabled until core's rule is met.
 */
export class MoveFormModel {
  readonly choice = new ReasonChoiceModel(RESCHEDULE_REASONS);
  readonly picker: SlotPickerModel;
  doctors: DoctorChoice[] = [];
  doctorsLoading = false;
  doctorsFailed = false;
  doctorId: number | undefined = undefined;

  constructor(
    private readonly port: OfflineDeskPort,
    clock: ClockPort,
    readonly action: MoveAction,
    readonly row: OfflineRequest,
    ticker?: Ticker,
  ) {
    this.picker = new SlotPickerModel(port, clock, { requestId: row.id, providerId: row.providerId ?? 0 }, ticker);
    makeAutoObservable<this, 'port'>(this, { port: false, action: false, row: false, choice: false, picker: false }, { autoBind: true });
  }

  get isChangeDoctor(): boolean {
    return this.action === OfflineAction.ChangeDoctor;
  }

  /** Loads what the dialog opens on: the doctor list for Change Doctor, else the request's doctor's calendar. */
  start(): Promise<void> {
    if (this.isChangeDoctor) return this.loadDoctors();
    return this.row.doctorId ? this.picker.setDoctor(this.row.doctorId) : Promise.resolve();
  }

  private async loadDoctors(): Promise<void> {
    this.doctorsLoading = true;
    try {
      const doctors = await this.port.doctorsForReschedule(this.row.id);
      runInAction(() => (this.doctors = doctors.filter((d) => d.doctorId !== this.row.doctorId)));
    } catch {
      runInAction(() => (this.doctorsFailed = true));
    } finally {
      runInAction(() => (this.doctorsLoading = false));
    }
  }

  chooseDoctor(doctorId: number): void {
    if (!this.doctors.some((d) => d.doctorId === doctorId)) return;
    this.doctorId = doctorId;
    void this.picker.setDoctor(doctorId);
  }

  /** The doctor the consult ends with: the chosen one, or its own on Reschedule. */
  private get targetDoctor(): number | undefined {
    return this.isChangeDoctor ? this.doctorId : (this.row.doctorId ?? undefined);
  }

  get item(): OfflineUpdateItem {
    const doctorId = this.targetDoctor;
    return {
      requestId: this.row.id,
      action: this.action,
      remarks: this.choice.remarks,
      ...(this.picker.slotStart ? { scheduledAppointmentDate: this.picker.slotStart } : {}),
      ...(doctorId ? { doctorId } : {}),
    };
  }

  get problem(): string | undefined {
    return offlineInputProblem({
      action: this.action,
      remarks: this.choice.remarks,
      scheduledAppointmentDate: this.picker.slotStart,
      doctorId: this.targetDoctor,
      currentDoctorId: this.row.doctorId,
      reportCount: 0,
      bulk: false,
    });
  }
}
