import { makeAutoObservable, runInAction } from 'mobx';
import { Feature, hasFeature } from '../../../core/session/features.ts';
import { chooseComms, toggleChannel, toggleTopic, type CommsChannel, type CommsTopic } from '../../../core/spoc/spoc-comms.ts';
import { EMPTY_SPOC_FORM, formOf, isUpdate, setPhoneNumber, setSameAsContact, specialtiesRequired, toggleService, type SpocForm } from '../../../core/spoc/spoc-form.ts';
import { spocFormErrors, type SpocFormErrors } from '../../../core/spoc/spoc-form-rules.ts';
import { offeredChoices } from '../../../core/spoc/spoc-grants.ts';
import { SpocMessage, USER_ALREADY_PRESENT } from '../../../core/spoc/spoc-messages.ts';
import { SPOC_LIST_PATH } from '../../../core/spoc/spoc-paths.ts';
import { spocPayload, UnknownSpocRole } from '../../../core/spoc/spoc-payload.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import type { AccessLevel, SpocService } from '../../../core/spoc/spoc-roles.ts';
import { SpocCallRefused, type SpocPort, type SpocRole } from '../../../core/spoc/spoc.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { translateCore } from '../../i18n/core-text.ts';
import './spoc-form.core-text.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import type { SpocStatusSetter } from '../spoc-list/spoc-status.model.ts';

/** The text fields the form edits as typed. */
type TextField = 'firstName' | 'lastName' | 'email' | 'whatsAppNumber';

/** The message a refused or failed save shows (spec 3 §8). */
function saveFailure(error: unknown): string {
  if (error instanceof UnknownSpocRole) return SpocMessage.rolesFailed;
  if (!(error instanceof SpocCallRefused)) return SpocMessage.tryAgain;
  if (error.status === 403) return SpocMessage.noPermission;
  return error.serverText === USER_ALREADY_PRESENT ? SpocMessage.userPresent : SpocMessage.saveFailed;
}

/**
 * The SPOC add/edit form (spec 3 §2.7, §4.3, §5.5, §8): values and edits from core, errors once a
 * save was tried, roles mapped to ids through getRoles, create or update, then back to the list.
 */
export class SpocFormViewModel {
  form: SpocForm = EMPTY_SPOC_FORM;
  record: SpocRecord | null = null;
  roles: SpocRole[] | null = null;
  showErrors = false;
  isLoading = false;
  isSaving = false;
  isTogglingStatus = false;

  constructor(
    private readonly port: SpocPort,
    private readonly current: CurrentSession,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
    private readonly status: SpocStatusSetter,
  ) {
    makeAutoObservable<this, 'port' | 'current' | 'toaster' | 'navigator' | 'status'>(
      this,
      { port: false, current: false, toaster: false, navigator: false, status: false },
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

  get isEdit(): boolean {
    return isUpdate(this.form);
  }

  /** The profile status toggle: only with UPDATE_SPOC_STATUS, and only for a SPOC that exists. */
  get canToggleStatus(): boolean {
    return this.isEdit && this.record !== null && hasFeature(this.current.session?.user.rolesFeatures.features ?? [], Feature.UPDATE_SPOC_STATUS);
  }

  /**
   * The services and levels the form offers: those the user may grant (getRoles marks them), plus
   * what the edited SPOC already has; nothing until the roles are known.
   */
  get choices(): { services: SpocService[]; levels: AccessLevel[] } {
    return offeredChoices(this.roles ?? [], this.record?.roleNames ?? []);
  }

  get specialtiesRequired(): boolean {
    return specialtiesRequired(this.form);
  }

  get errors(): SpocFormErrors {
    return this.showErrors ? spocFormErrors(this.form, { isMasterProvider: this.isMasterProvider }) : {};
  }

  /** The header: the name once there is one, else "New SPOC"; the ID or its placeholder. */
  get heading(): { name: string; id: string } {
    const name = this.record ? `${this.record.firstName} ${this.record.lastName}`.trim() : '';
    return { name: name || SpocMessage.newSpoc, id: this.record ? `SPOC ID: ${this.record.userId}` : SpocMessage.idPlaceholder };
  }

  /** Loads the SPOC being edited (or starts a new one) and the role catalogue. */
  async load(spoc: { userId: number; userName: string } | null): Promise<void> {
    this.isLoading = true;
    const roles = this.loadRoles();
    try {
      const record = spoc ? await this.port.details(spoc.userName, spoc.userId) : null;
      runInAction(() => {
        this.record = record;
        this.form = record ? formOf(record, this.isMasterProvider) : EMPTY_SPOC_FORM;
      });
    } catch {
      // Spec 3 §8: a generic error toast. Back to the list, so a blank form is never saved as a new SPOC by mistake.
      this.toaster.error(translateCore(SpocMessage.saveFailed));
      this.navigator.go(SPOC_LIST_PATH);
    } finally {
      runInAction(() => (this.isLoading = false));
    }
    await roles;
  }

  private async loadRoles(): Promise<SpocRole[] | null> {
    try {
      const roles = await this.port.roles();
      runInAction(() => (this.roles = roles));
      return roles;
    } catch {
      this.toaster.error(translateCore(SpocMessage.rolesFailed));
      return null;
    }
  }

  setText(field: TextField, value: string): void {
    this.form = { ...this.form, [field]: value };
  }

  setPhoneNumber(value: string): void {
    this.form = setPhoneNumber(this.form, value);
  }

  setSameAsContact(on: boolean): void {
    this.form = setSameAsContact(this.form, on);
  }

  setBranch(id: number): void {
    this.form = { ...this.form, branchId: id };
  }

  setAccessLevel(level: AccessLevel): void {
    this.form = { ...this.form, accessLevel: level };
  }

  toggleService(service: SpocService, on: boolean): void {
    this.form = toggleService(this.form, service, on);
  }

  setDepartments(service: SpocService, departments: readonly string[]): void {
    this.form = { ...this.form, departments: { ...this.form.departments, [service]: [...departments] } };
  }

  chooseComms(selection: 'Yes' | 'No'): void {
    this.form = { ...this.form, comms: chooseComms(this.form.comms, selection) };
  }

  toggleTopic(topic: CommsTopic, on: boolean): void {
    this.form = { ...this.form, comms: toggleTopic(this.form.comms, topic, on) };
  }

  toggleChannel(topic: CommsTopic, channel: CommsChannel, on: boolean): void {
    this.form = { ...this.form, comms: toggleChannel(this.form.comms, topic, channel, on) };
  }

  /** The profile status toggle saves at once through updateSpocStatus (the payload has no status). */
  async toggleStatus(): Promise<void> {
    const record = this.record;
    if (!record || this.isTogglingStatus) return;
    this.isTogglingStatus = true;
    const changed = await this.status.set(record, !record.isActive);
    runInAction(() => {
      if (changed) {
        this.record = { ...record, isActive: !record.isActive };
        this.form = { ...this.form, isActive: !record.isActive };
      }
      this.isTogglingStatus = false;
    });
  }

  close(): void {
    this.navigator.go(SPOC_LIST_PATH);
  }

  /** Saves a valid form (create or update) and returns to the list; answers whether it saved. */
  async save(): Promise<boolean> {
    const user = this.current.session?.user;
    if (!user || this.isSaving) return false;
    this.showErrors = true;
    if (Object.keys(this.errors).length > 0) return false;
    this.isSaving = true;
    try {
      const roles = this.roles ?? (await this.port.roles().catch(() => []));
      const payload = spocPayload(this.form, { entityId: user.entityId, isMasterProvider: this.isMasterProvider }, roles);
      await (isUpdate(this.form) ? this.port.update(payload) : this.port.create(payload));
      this.toaster.success(translateCore(SpocMessage.saved));
      this.navigator.go(SPOC_LIST_PATH);
      return true;
    } catch (error) {
      this.toaster.error(translateCore(saveFailure(error)));
      return false;
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }
}
