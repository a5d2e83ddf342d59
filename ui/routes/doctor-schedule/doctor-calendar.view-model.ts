import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { CalendarChange, ImpactResult, ScheduleDoctor, ScheduleEditorPort } from '../../../core/doctors/schedule-editor.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { translateCore } from '../../i18n/core-text.ts';
import './doctor-schedule.core-text.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { providerScope } from '../../../core/session/user.ts';
import { ImpactReview } from './impact-review.model.ts';
import { ScheduleToast } from './schedule-messages.ts';

/**
 * What the Schedule and Holidays screens share: loading the doctor, and saving a change after its
 * impact is shown. A change that hits booked consults opens the review; only its confirmation
 * saves the change and then applies the chosen moves. Subclasses make it observable.
 */
export abstract class DoctorCalendarViewModel {
  doctor: ScheduleDoctor | null = null;
  isLoading = false;
  loadFailed = false;
  isSaving = false;
  review: ImpactReview | null = null;
  /** Per-consult problems of the last apply, shown in the review. */
  applyErrors: ImpactResult[] = [];

  constructor(
    protected readonly port: ScheduleEditorPort,
    protected readonly current: CurrentSession,
    protected readonly toaster: Toaster,
  ) {
    makeObservable(this, {
      doctor: observableRef, isLoading: observable, loadFailed: observable, isSaving: observable, review: observableRef, applyErrors: observableRef,
      load: action, requestSave: action, confirmReview: action, cancelReview: action,
    });
  }

  protected abstract readonly savedMessage: string;
  /** The change the screen would save now. */
  protected abstract change(): CalendarChange;
  /** Sets the screen's editable state from a freshly loaded doctor. */
  protected abstract reset(doctor: ScheduleDoctor): void;
  /** What the screen does once a change is saved (nothing by default). */
  protected saved(_change: CalendarChange): void {}

  protected get providerIds(): number[] {
    const user = this.current.session?.user;
    return user ? providerScope(user) : [];
  }

  async load(doctorId: number): Promise<void> {
    this.isLoading = true;
    this.loadFailed = false;
    try {
      const doctor = await this.port.doctor(doctorId, this.providerIds);
      runInAction(() => {
        this.doctor = doctor;
        this.reset(doctor);
      });
    } catch {
      runInAction(() => (this.loadFailed = true));
      this.toaster.error(translateCore(ScheduleToast.loadFailed));
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }

  /** First step of Save: ask what the change hits; save at once when it hits nothing. */
  async requestSave(): Promise<void> {
    if (!this.doctor || this.isSaving) return;
    this.isSaving = true;
    try {
      const preview = await this.port.impact(this.doctor.doctorId, this.change(), this.providerIds);
      if (preview.consults.length > 0) {
        runInAction(() => {
          this.applyErrors = [];
          this.review = new ImpactReview(preview);
        });
        return;
      }
      await this.commit();
    } catch (error) {
      this.toaster.error(translateCore(error instanceof Error && 'reason' in error && typeof error.reason === 'string' ? error.reason : ScheduleToast.failed));
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  /** The review's confirmation: save the change, then apply the chosen moves. */
  async confirmReview(): Promise<void> {
    const review = this.review;
    if (!review || !this.doctor) return;
    this.isSaving = true;
    try {
      const decisions = review.decisions;
      // A review left open by refused moves belongs to a change already saved: only the moves remain.
      if (!review.changeSaved) await this.commit(false);
      const results = decisions.length > 0 ? await this.port.applyImpact(this.doctor.doctorId, decisions, this.providerIds) : [];
      const failed = results.filter((r) => !r.success);
      runInAction(() => {
        this.applyErrors = failed;
        const refused = new Set(failed.map((r) => r.requestId));
        this.review = failed.length === 0 ? null : review.narrowedTo(refused);
      });
      if (failed.length === 0) this.toaster.success(translateCore(this.savedMessage));
      else this.toaster.error(translateCore(ScheduleToast.someNotApplied));
    } catch (error) {
      this.toaster.error(translateCore(error instanceof Error && 'reason' in error && typeof error.reason === 'string' ? error.reason : ScheduleToast.failed));
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  cancelReview(): void {
    this.review = null;
    this.applyErrors = [];
  }

  private async commit(toast = true): Promise<void> {
    const doctor = this.doctor!;
    const change = this.change();
    await this.port.save(doctor, change, this.providerIds);
    const fresh = await this.port.doctor(doctor.doctorId, this.providerIds);
    runInAction(() => {
      this.doctor = fresh;
      this.reset(fresh);
    });
    if (toast) this.toaster.success(translateCore(this.savedMessage));
    this.saved(change);
  }
}
