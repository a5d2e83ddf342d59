import { makeAutoObservable, runInAction } from 'mobx';
import { VisitTypeLabel } from '../../../core/appointments/visit-type.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { ScreenId, screenOf, screenPath } from '../../../core/session/screens.ts';
import type { AppointmentGender, VisitChoice } from '../../../core/orders/appointment-constants.ts';
import {
  additionalDetailError,
  appointmentErrors,
  indiaInstant,
  type AdditionalDetail,
  type AppointmentDraft,
  type AppointmentErrors,
} from '../../../core/orders/appointment-form.ts';
import { buildAppointmentOrder, choiceErrors, type ChosenCentre, type OfferedPackage } from '../../../core/orders/appointment-order.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import { TypedDays } from '../../components/calendar/typed-days.ts';
import { appointmentText } from './create-appointment.text.ts';
import './create-appointment.core-text.ts';
import { CreateResultText, type AppointmentOrderPort, type CreateOutcome, type Place } from '../../../core/orders/appointment-order.port.ts';
import { duplicateWarning } from '../../../core/orders/duplicate-check.ts';
import { chooseCentre, chooseCity, chooseLocality, chooseState, chooseVisit, NO_VISIT_CHOICES, packagesChanged, type VisitChoices } from '../../../core/orders/visit-cascade.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';

/** What the e-sales queue hands the dialog from a case (spec 2 §2.4): the customer and where they live. */
export interface CasePrefill {
  caseId: string;
  name: string;
  phone: string;
  email: string;
  memberId: string;
  city: string;
  state: string;
  dnd: boolean;
  dndCustomer: boolean;
}

/** The text fields of the form, as typed. */
const EMPTY_FIELDS = {
  name: '',
  uniqueId: '',
  email: '',
  gender: '' as AppointmentGender | '',
  mobile: '',
  alternateMobile: '',
  sumAssured: '',
  annualPremium: '',
  clientDob: '',
  firstDay: '',
  firstTime: '',
  secondDay: '',
  secondTime: '',
  addressLine1: '',
  addressLine2: '',
  paidSpons: '' as 'Paid' | 'Sponsored' | '',
  policyType: '' as 'Group' | 'Individual' | '',
  insurerRemark: '',
};
export type FieldName = keyof typeof EMPTY_FIELDS;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The Create Appointment form (spec 2 §2.2, §4, §5): its fields, the visit cascade, the packages,
 * the duplicate warning and the result dialog. Every rule is core's; this holds what was typed.
 */
export class CreateAppointmentViewModel {
  fields = { ...EMPTY_FIELDS };
  details: AdditionalDetail[] = [];
  newDetail: AdditionalDetail = { key: '', value: '' };
  detailProblem: string | null = null;
  choices: VisitChoices = NO_VISIT_CHOICES;
  states: Place[] = [];
  cities: Place[] = [];
  localities: Place[] = [];
  centres: ChosenCentre[] = [];
  offered: OfferedPackage[] = [];
  chosenPackageIds: number[] = [];
  /** Errors show once a submit was tried, so a half-filled form is not covered in red. */
  attempted = false;
  duplicateIds: number[] = [];
  isSaving = false;
  loadProblem: string | null = null;
  outcome: CreateOutcome | null = null;
  /** The day fields holding typed text that is not a day: submit waits for them. */
  readonly typed = new TypedDays();
  private prefill: CasePrefill | null = null;
  private idempotencyKey = crypto.randomUUID();

  constructor(
    private readonly port: AppointmentOrderPort,
    private readonly current: CurrentSession,
    private readonly clock: ClockPort,
    private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<this, 'port' | 'current' | 'clock' | 'navigator' | 'idempotencyKey' | 'prefill'>(this, {
      port: false,
      current: false,
      clock: false,
      navigator: false,
      idempotencyKey: false,
      prefill: false,
      typed: false,
    }, { autoBind: true });
  }

  get today(): string {
    return indiaDay(this.clock.now());
  }

  /** Loads the states and the offered packages; a case's customer and place fill the form. */
  async start(prefill: CasePrefill | null = null): Promise<void> {
    this.prefill = prefill;
    if (prefill) this.applyPrefill(prefill);
    try {
      const [states, offered] = await Promise.all([this.port.states(), this.port.packages(this.fields.uniqueId)]);
      runInAction(() => {
        this.states = states;
        this.offered = offered;
      });
      if (prefill) await this.choosePlaceOf(prefill);
    } catch (error) {
      runInAction(() => (this.loadProblem = error instanceof Error ? error.message : String(error)));
    }
  }

  /** The case's state and city, when the lookups know them by name; the cascade loads what follows. */
  private async choosePlaceOf(prefill: CasePrefill): Promise<void> {
    const state = this.states.find((s) => sameName(s.name, prefill.state));
    if (state) await this.chooseState(state.id);
    const city = this.cities.find((c) => sameName(c.name, prefill.city));
    if (city) await this.chooseCity(city.id);
  }

  private applyPrefill(p: CasePrefill): void {
    this.fields = { ...this.fields, name: p.name, mobile: p.phone, email: p.email, uniqueId: p.memberId };
  }

  setField(name: FieldName, value: string): void {
    this.fields = { ...this.fields, [name]: value };
  }

  get draft(): AppointmentDraft {
    const f = this.fields;
    return {
      name: f.name,
      uniqueId: f.uniqueId,
      email: f.email,
      gender: f.gender,
      mobile: f.mobile,
      alternateMobile: f.alternateMobile,
      sumAssured: f.sumAssured,
      annualPremium: f.annualPremium,
      clientDob: f.clientDob,
      firstPreference: indiaInstant(f.firstDay, f.firstTime),
      secondPreference: f.secondDay || f.secondTime ? indiaInstant(f.secondDay, f.secondTime) : null,
      additionalDetails: this.details,
    };
  }

  get chosenPackages(): OfferedPackage[] {
    return this.offered.filter((p) => this.chosenPackageIds.includes(p.perId));
  }

  get chosenCentre(): ChosenCentre | null {
    return this.centres.find((c) => c.id === this.choices.centreId) ?? null;
  }

  private get orderChoices() {
    const f = this.fields;
    return {
      visit: this.choices.visit,
      centre: this.chosenCentre,
      addressLine1: f.addressLine1,
      addressLine2: f.addressLine2,
      packages: this.chosenPackages,
      paidSpons: f.paidSpons,
      policyType: f.policyType,
      insurerRemark: f.insurerRemark,
      caseId: this.prefill?.caseId ?? null,
      dnd: this.prefill?.dnd ?? false,
      dndCustomer: this.prefill?.dndCustomer ?? false,
    };
  }

  /** Every rule's message by field (core's), including what the visit still lacks. */
  get errors(): AppointmentErrors & { packages?: string; centre?: string; address?: string } {
    return { ...appointmentErrors(this.draft, this.clock.now()), ...choiceErrors(this.orderChoices) };
  }

  /** The message shown under a field, once a submit was tried. */
  shown(field: keyof CreateAppointmentViewModel['errors']): string | undefined {
    return this.attempted ? this.errors[field] : undefined;
  }

  get canSubmit(): boolean {
    return Object.keys(this.errors).length === 0 && !this.isSaving;
  }

  chooseVisit(visit: VisitChoice): void {
    const next = chooseVisit(this.choices, visit);
    if (next === this.choices) return;
    this.choices = next;
    this.cities = [];
    this.localities = [];
    this.centres = [];
  }

  async chooseState(stateId: number | null): Promise<void> {
    const next = chooseState(this.choices, stateId);
    if (next === this.choices) return;
    this.choices = next;
    this.cities = [];
    this.localities = [];
    this.centres = [];
    if (stateId === null) return;
    const cities = await this.port.cities(stateId);
    runInAction(() => {
      if (this.choices.stateId === stateId) this.cities = cities;
    });
  }

  async chooseCity(cityId: number | null): Promise<void> {
    const next = chooseCity(this.choices, cityId);
    if (next === this.choices) return;
    this.choices = next;
    this.localities = [];
    this.centres = [];
    if (cityId === null) return;
    const localities = await this.port.localities(cityId);
    runInAction(() => {
      if (this.choices.cityId === cityId) this.localities = localities;
    });
  }

  async chooseLocality(localityId: number | null): Promise<void> {
    const next = chooseLocality(this.choices, localityId);
    if (next === this.choices) return;
    this.choices = next;
    this.centres = [];
    await this.loadCentres();
  }

  chooseCentre(centreId: number | null): void {
    this.choices = chooseCentre(this.choices, centreId);
  }

  async togglePackage(perId: number): Promise<void> {
    this.chosenPackageIds = this.chosenPackageIds.includes(perId) ? this.chosenPackageIds.filter((id) => id !== perId) : [...this.chosenPackageIds, perId];
    this.choices = packagesChanged(this.choices);
    await this.loadCentres();
  }

  /** Centres of the chosen locality that perform every chosen package; none until both are chosen. */
  private async loadCentres(): Promise<void> {
    const { stateId, cityId, localityId } = this.choices;
    const packageIds = [...this.chosenPackageIds];
    this.centres = [];
    if (stateId === null || cityId === null || localityId === null || packageIds.length === 0) return;
    const centres = await this.port.centres({ stateId, cityId, localityId, packageIds });
    runInAction(() => {
      if (this.choices.localityId === localityId && this.chosenPackageIds.join() === packageIds.join()) this.centres = centres;
    });
  }

  setNewDetail(part: 'key' | 'value', value: string): void {
    this.newDetail = { ...this.newDetail, [part]: value };
    this.detailProblem = null;
  }

  addDetail(): void {
    const problem = additionalDetailError(this.details, this.newDetail);
    this.detailProblem = problem;
    if (problem) return;
    this.details = [...this.details, { key: this.newDetail.key.trim(), value: this.newDetail.value.trim() }];
    this.newDetail = { key: '', value: '' };
  }

  removeDetail(key: string): void {
    this.details = this.details.filter((d) => d.key !== key);
  }

  /** Before sending, the customer's open requests are looked up; when there are some, the form warns first. */
  async submit(): Promise<void> {
    // The field shows why its text is not a day; sending now would use its old day.
    if (this.typed.pending) return;
    this.attempted = true;
    if (!this.canSubmit) return;
    const order = this.order();
    this.isSaving = true;
    try {
      const open = await this.port.openRequests(order);
      runInAction(() => (this.duplicateIds = open));
      if (open.length === 0) await this.send();
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  /** Core decides when to warn; the words are the catalogue's, with the open requests' ids. */
  get duplicateText(): string | null {
    return duplicateWarning(this.duplicateIds) === null ? null : translate(appointmentText, 'duplicate', { ids: this.duplicateIds.join(', ') });
  }

  /** The person saw the open requests and creates the appointment anyway. */
  async confirmDuplicate(): Promise<void> {
    this.duplicateIds = [];
    this.isSaving = true;
    try {
      await this.send();
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  cancelDuplicate(): void {
    this.duplicateIds = [];
  }

  private order() {
    const user = this.current.session?.user;
    return buildAppointmentOrder(this.draft, this.orderChoices, { entityId: user?.entityId ?? 0, entityName: user?.entityName ?? '' });
  }

  private async send(): Promise<void> {
    const outcome = await this.port.create(this.order(), this.idempotencyKey);
    runInAction(() => (this.outcome = outcome));
  }

  private fail(error: unknown): void {
    runInAction(() => (this.outcome = { created: false, serverMessage: error instanceof Error ? error.message : String(error) }));
  }

  get resultTitle(): string | null {
    if (!this.outcome) return null;
    return translateCore(this.outcome.created ? CreateResultText.createdTitle : CreateResultText.failedTitle);
  }

  get resultText(): string | null {
    if (!this.outcome) return null;
    return this.outcome.created
      ? translate(appointmentText, 'created', { orderNumber: this.outcome.orderNumber })
      : translate(appointmentText, 'failed', { message: translateCore(this.outcome.serverMessage) });
  }

  /** Create Another: a fresh form (and a fresh key, so the next order is a new one). */
  createAnother(): void {
    this.fields = { ...EMPTY_FIELDS };
    this.details = [];
    this.newDetail = { key: '', value: '' };
    this.detailProblem = null;
    this.choices = NO_VISIT_CHOICES;
    this.cities = [];
    this.localities = [];
    this.centres = [];
    this.chosenPackageIds = [];
    this.attempted = false;
    this.outcome = null;
    this.idempotencyKey = crypto.randomUUID();
    if (!this.prefill) return;
    this.applyPrefill(this.prefill);
    // Another order for the same case starts from its place too, as the first one did.
    this.choosePlaceOf(this.prefill).catch((error: unknown) => {
      runInAction(() => (this.loadProblem = error instanceof Error ? error.message : String(error)));
    });
  }

  /** Retry closes the result; the form keeps what was typed and the same key, so a resend cannot create twice. */
  retry(): void {
    this.outcome = null;
  }

  goToAppointments(): void {
    const role = this.current.session?.user.role;
    if (role) this.navigator.go(screenPath(screenOf(ScreenId.appointments), role));
  }

  get isHomeVisit(): boolean {
    return this.choices.visit === VisitTypeLabel.HomeVisit;
  }
}
