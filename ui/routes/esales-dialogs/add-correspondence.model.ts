import { makeAutoObservable, runInAction } from 'mobx';
import { needsCallbackDate, type CallLookupEntry } from '../../../core/esales/call-catalogue.ts';
import {
  correspondencePayload,
  correspondenceProblems,
  type CorrespondenceForm,
  type CorrespondenceProblems,
  type WorkStatus,
} from '../../../core/esales/correspondence.ts';
import type { CaseRef, EsalesCasePort } from '../../../core/esales/esales-case.port.ts';
import { SessionMessage } from '../../../core/session/messages.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { TypedDays } from '../../components/calendar/typed-days.ts';

/**
 * The Add Correspondence dialog (spec 2 §2.4, §4, §5): call types and statuses from their lookups,
 * the callback date only for the callback statuses, the rules of core shown once a save was tried.
 * The body is core's too: type 153, From Esales, the DND flags of the case.
 */
export class AddCorrespondenceModel {
  callTypes: CallLookupEntry[] = [];
  callStatuses: CallLookupEntry[] = [];
  isLoading = false;
  callType: number | null = null;
  callStatus: number | null = null;
  uicNumber = '';
  callbackDate: string | null = null;
  workStatus: WorkStatus = 'workable';
  comment = '';
  tried = false;
  isSaving = false;
  saveError: string | null = null;
  /** The callback date when it holds typed text that is not a day: Save waits for it. */
  readonly typed = new TypedDays();

  constructor(
    private readonly port: EsalesCasePort,
    private readonly clock: ClockPort,
    readonly esale: CaseRef,
  ) {
    makeAutoObservable<this, 'port' | 'clock'>(this, { port: false, clock: false, esale: false, typed: false }, { autoBind: true });
  }

  /** The India day today; the callback date cannot be before it. */
  get today(): string {
    return indiaDay(this.clock.now());
  }

  get showsCallback(): boolean {
    return needsCallbackDate(this.callStatus);
  }

  get form(): CorrespondenceForm {
    return { callType: this.callType, callStatus: this.callStatus, uicNumber: this.uicNumber, callbackDate: this.callbackDate, workStatus: this.workStatus, comment: this.comment };
  }

  /** The problems shown: none until a save was tried, so an empty form does not open in red. */
  get problems(): CorrespondenceProblems {
    return this.tried ? correspondenceProblems(this.form, this.clock.now()) : {};
  }

  async load(): Promise<void> {
    this.isLoading = true;
    try {
      const [types, statuses] = await Promise.all([this.port.callTypes(), this.port.callStatuses()]);
      runInAction(() => {
        this.callTypes = types;
        this.callStatuses = statuses;
      });
    } catch {
      runInAction(() => {
        this.saveError = SessionMessage.generic;
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }

  setCallType(value: number): void {
    this.callType = value;
  }

  /** A status that asks for no callback drops any date picked for another. */
  setCallStatus(value: number): void {
    this.callStatus = value;
    if (needsCallbackDate(value)) return;
    this.callbackDate = null;
    // The field goes with its date: text typed there no longer holds the save.
    this.typed.report('callbackDate', undefined);
  }

  setUicNumber(value: string): void {
    this.uicNumber = value;
  }

  setCallbackDate(day: string): void {
    this.callbackDate = day;
  }

  setWorkStatus(value: WorkStatus): void {
    this.workStatus = value;
  }

  setComment(value: string): void {
    this.comment = value;
  }

  /** Sends the correspondence; true when it was recorded (the dialog then closes). */
  async save(): Promise<boolean> {
    // The field shows why its text is not a day; saving now would send its old day, or none.
    if (this.isSaving || this.typed.pending) return false;
    this.tried = true;
    this.saveError = null;
    if (Object.keys(correspondenceProblems(this.form, this.clock.now())).length > 0) return false;
    this.isSaving = true;
    try {
      await this.port.addCorrespondence(correspondencePayload(this.esale.id, this.form, this.esale.dnd));
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveError = (error as { reason?: string | null }).reason ?? SessionMessage.generic;
      });
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
