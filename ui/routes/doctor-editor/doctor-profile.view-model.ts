import { makeAutoObservable, runInAction } from 'mobx';
import { QcStatus } from '../../../core/doctors/doctor-catalogue.ts';
import { DoctorMessage } from '../../../core/doctors/doctor-messages.ts';
import { emptyProfile, type DoctorProfile, type ProfileField } from '../../../core/doctors/doctor-profile.ts';
import { DoctorCallRefused, type DoctorRecord, type DoctorsPort } from '../../../core/doctors/doctors.port.ts';
import { DOCTOR_LIST_PATH, EditorSection, sectionPath } from '../../../core/doctors/editor-sections.ts';
import { DEFAULT_MB_PERCENT, feeSplit, type FeeSplit } from '../../../core/doctors/fee-split.ts';
import { governmentIdErrors, mcIdErrors, offeredIdTypes, type AwardItem, type GovernmentIdItem, type McIdItem } from '../../../core/doctors/id-patterns.ts';
import { judgeImage } from '../../../core/doctors/image-rules.ts';
import { draftError, feeError, profileErrors, type ProfileCheck } from '../../../core/doctors/profile-rules.ts';
import { failedRemarkErrors, isDraft, maySaveDraft, primaryLabel, primarySave, ProfileSave, statusAfterSave } from '../../../core/doctors/qc.ts';
import { doctorScope } from '../../../core/doctors/doctor-scope.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import { TypedDays } from '../../components/calendar/typed-days.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { translateCore } from '../../i18n/core-text.ts';
import './doctor-editor.core-text.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';

/** Which list an image or item belongs to. */
export type ItemList = 'mciIds' | 'governmentIds' | 'awards';

/**
 * The Doctor Profile tab (spec 3 §2.5, §5.2, §4.2): the form, its rules from core, the fee split
 * from the provider's MBCharge, images through the signed upload, and the QC saves.
 */
export class DoctorProfileViewModel {
  doctorId: number | null = null;
  record: DoctorRecord | null = null;
  profile: DoctorProfile;
  private initial = '';
  mbPercent = DEFAULT_MB_PERCENT;
  /** Errors show once a save was tried (remarks of a Failed QC show from the start). */
  showErrors = false;
  isLoading = false;
  isSaving = false;
  photoUrl: string | null = null;
  imageError: string | null = null;
  /** Preview links of uploaded item images, by file identifier. */
  imageLinks: Record<string, string> = {};
  /** The day fields holding typed text that is not a day: every save waits for them. */
  readonly typed = new TypedDays();

  constructor(
    private readonly port: DoctorsPort,
    private readonly current: CurrentSession,
    private readonly clock: ClockPort,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
  ) {
    this.profile = emptyProfile(null);
    makeAutoObservable<this, 'port' | 'current' | 'clock' | 'toaster' | 'navigator' | 'initial'>(
      this,
      { port: false, current: false, clock: false, toaster: false, navigator: false, initial: true, typed: false },
      { autoBind: true },
    );
  }

  get isMasterProvider(): boolean {
    return this.current.session?.user.parentProvider.isParent ?? false;
  }

  /** The branches a master provider's user chooses among. */
  get branches(): { id: number; name: string }[] {
    const children = this.current.session?.user.parentProvider.childEntities ?? {};
    return Object.entries(children).map(([id, name]) => ({ id: Number(id), name }));
  }

  get providerIds(): number[] {
    const user = this.current.session?.user;
    // The whole tree, whatever branches the list shows: the doctor may belong to any of them.
    return user ? doctorScope({ ...user, selectedProviders: [] }) : [];
  }

  private get check(): ProfileCheck {
    return { isMasterProvider: this.isMasterProvider, today: indiaDay(this.clock.now()) };
  }

  get today(): string {
    return this.check.today;
  }

  get qcStatus(): QcStatus | null {
    return this.record?.qcStatus ?? null;
  }

  get isEdited(): boolean {
    return JSON.stringify(this.profile) !== this.initial;
  }

  get primaryLabel(): string {
    return primaryLabel(this.qcStatus);
  }

  /** Save Draft shows only for drafts and is enabled once something changed. */
  get showSaveDraft(): boolean {
    return isDraft(this.qcStatus);
  }

  get canSaveDraft(): boolean {
    return maySaveDraft(this.qcStatus, this.isEdited) && !this.isSaving;
  }

  /** The fee's two shares, recomputed as the fee changes; null while the fee is not valid. */
  get split(): FeeSplit | null {
    return feeError(this.profile.customerFee) ? null : feeSplit(Number(this.profile.customerFee), this.mbPercent);
  }

  /** What each field shows: a Failed QC remark, and after a save attempt the rules' errors. */
  get errors(): Partial<Record<ProfileField, string>> {
    const remarks = failedRemarkErrors(this.record?.qcRemarks ?? []);
    return this.showErrors ? { ...remarks, ...profileErrors(this.profile, this.check) } : remarks;
  }

  mcIdErrors(index: number) {
    return this.showErrors || this.profile.mciIds[index]!.idNumber ? mcIdErrors(this.profile.mciIds[index]!, this.profile.mciIds, index) : {};
  }

  governmentIdErrors(index: number) {
    return this.showErrors || this.profile.governmentIds[index]!.idNumber ? governmentIdErrors(this.profile.governmentIds[index]!) : {};
  }

  offeredIdTypes(index: number) {
    return offeredIdTypes(this.profile.governmentIds, index);
  }

  async load(drId: number | null): Promise<void> {
    this.doctorId = drId;
    this.isLoading = true;
    try {
      const [record, mb] = await Promise.all([drId === null ? null : this.port.details(this.providerIds, drId), this.port.mbPercent(this.providerIds).catch(() => DEFAULT_MB_PERCENT)]);
      runInAction(() => {
        this.mbPercent = mb;
        this.record = record;
        this.profile = record ? record.profile : emptyProfile(this.isMasterProvider ? null : (this.current.session?.user.providerId ?? null));
        this.photoUrl = record?.imageUrl ?? null;
        this.initial = JSON.stringify(this.profile);
      });
    } catch {
      this.toaster.error(translateCore(DoctorMessage.saveFailed));
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }

  set<K extends keyof DoctorProfile>(field: K, value: DoctorProfile[K]): void {
    this.profile = { ...this.profile, [field]: value };
  }

  /** Adds a qualification from the education dialog; both parts are required. */
  addQualification(qualification: string, category: string): string | null {
    if (!qualification || !category) return DoctorMessage.mandatory;
    this.set('qualifications', [...this.profile.qualifications, { qualification, category }]);
    return null;
  }

  removeQualification(index: number): void {
    this.set('qualifications', this.profile.qualifications.filter((_q, i) => i !== index));
  }

  addItem(list: ItemList): void {
    const blank = { mciIds: { idName: '', idNumber: '', uploadedImages: [], isActive: true }, governmentIds: { idName: '', idNumber: '', other: '', uploadedImages: [], isActive: true }, awards: { name: '', uploadedImages: [], isActive: true } }[list];
    this.set(list, [...(this.profile[list] as object[]), blank] as never);
  }

  updateItem<T extends McIdItem | GovernmentIdItem | AwardItem>(list: ItemList, index: number, change: Partial<T>): void {
    this.set(list, (this.profile[list] as T[]).map((it, i) => (i === index ? { ...it, ...change } : it)) as never);
  }

  /** A saved item is soft-deleted (isActive false); a new one is dropped (spec 3 §4.2). */
  removeItem(list: ItemList, index: number): void {
    const items = this.profile[list] as readonly { id?: number | null }[];
    const item = items[index]!;
    this.set(list, (item.id ? items.map((it, i) => (i === index ? { ...it, isActive: false } : it)) : items.filter((_it, i) => i !== index)) as never);
  }

  /** Checks an image by its bytes and size, uploads it through the signed flow and answers its identifier. */
  private async upload(file: File): Promise<{ fileIdentifier: string; url: string } | null> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const judged = judgeImage(file.name, bytes.subarray(0, 16), bytes.byteLength);
    if ('problem' in judged) {
      runInAction(() => (this.imageError = judged.problem));
      this.toaster.error(translateCore(judged.problem));
      return null;
    }
    try {
      const uploaded = await this.port.uploadImage({ name: file.name, contentType: judged.contentType, bytes });
      runInAction(() => {
        this.imageError = null;
        this.imageLinks = { ...this.imageLinks, [uploaded.fileIdentifier]: uploaded.url };
      });
      return uploaded;
    } catch (error) {
      // A refusal shows the server's own words (spec 3 §8); a failure with none (the network, a
      // blocked request) the stock failure, never a browser's technical "Failed to fetch".
      const text = error instanceof DoctorCallRefused && error.serverText ? error.serverText : DoctorMessage.saveFailed;
      runInAction(() => (this.imageError = text));
      this.toaster.error(translateCore(text));
      return null;
    }
  }

  async uploadPhoto(file: File): Promise<void> {
    const uploaded = await this.upload(file);
    if (uploaded) runInAction(() => {
      this.set('image', uploaded.fileIdentifier);
      this.photoUrl = uploaded.url;
    });
  }

  async uploadItemImage(list: ItemList, index: number, file: File): Promise<void> {
    const uploaded = await this.upload(file);
    if (!uploaded) return;
    const item = (this.profile[list] as readonly { uploadedImages?: readonly string[] }[])[index]!;
    this.updateItem(list, index, { uploadedImages: [...(item.uploadedImages ?? []), uploaded.fileIdentifier] });
  }

  /** Save Draft, Save & Proceed or Submit to QC, each by its own rule; where each goes after (spec 3 §2.5). */
  async save(kind: ProfileSave): Promise<void> {
    // The field shows why its text is not a day; saving now would keep its old day.
    if (this.typed.pending) return;
    if (kind === ProfileSave.saveDraft) {
      const problem = draftError(this.profile, this.check);
      if (problem) {
        this.showErrors = true;
        this.toaster.error(translateCore(problem));
        return;
      }
    } else if (Object.keys(profileErrors(this.profile, this.check)).length > 0) {
      this.showErrors = true;
      return;
    }
    this.isSaving = true;
    try {
      const id = await this.port.save(this.providerIds, { doctorId: this.doctorId, profile: this.profile, qcStatus: statusAfterSave(kind) });
      this.toaster.success(translateCore(DoctorMessage.saved));
      this.initial = JSON.stringify(this.profile);
      this.navigator.go(kind === ProfileSave.saveAndProceed ? sectionPath(EditorSection.schedule, id) : DOCTOR_LIST_PATH);
    } catch {
      this.toaster.error(translateCore(DoctorMessage.saveFailed));
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  savePrimary(): Promise<void> {
    return this.save(primarySave(this.qcStatus));
  }
}
