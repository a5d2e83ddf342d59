import { makeAutoObservable, runInAction } from 'mobx';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { indiaDay, IST_OFFSET_MINUTES } from '../../../core/shared/india-time.ts';
import { AFFILIATE_CATEGORIES } from '../../../core/orders/affiliate-catalogue.ts';
import { affiliateEmailError, affiliatePhoneError, canGetData, notOfUserEmail } from '../../../core/orders/affiliate-contact.ts';
import { affiliateKeyword } from '../../../core/orders/affiliate-keyword.ts';
import { affiliateOrderProblem, AffiliateResultText, looksSubmittable, type AffiliateOrder, type AffiliateOutcome } from '../../../core/orders/affiliate-order.ts';
import type { AffiliateOrderPort, AffiliatePackage, CheckUserResult } from '../../../core/orders/affiliate-order.port.ts';
import { indiaInstant } from '../../../core/orders/appointment-form.ts';
import { beneficiaryError, EMPTY_BENEFICIARY, type Beneficiary } from '../../../core/orders/beneficiary.ts';
import {
  chooseCategory,
  chooseCity,
  earliestAppointmentDay,
  EMPTY_PACKAGE_LINE,
  LATEST_APPOINTMENT,
  packageLabel,
  packageLineError,
  sortedCities,
  type PackageLine,
} from '../../../core/orders/package-line.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { TypedDays } from '../../components/calendar/typed-days.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import { orderText } from './create-order.text.ts';
import './create-order.core-text.ts';

/** The package panel as typed: the line's choices, and its date and time apart until both are there. */
interface LineDraft {
  line: PackageLine;
  day: string;
  time: string;
}

/** The hour a new line's appointment starts at until the person changes it. */
const DEFAULT_TIME = '09:00';
const EMPTY_LINE_DRAFT: LineDraft = { line: EMPTY_PACKAGE_LINE, day: '', time: DEFAULT_TIME };

/**
 * The Create Order screen (spec 2 §2.1, §4, §5): customer lookup, beneficiaries, package lines and
 * the result. Every rule is core's; this holds what was typed and what the services answered.
 */
export class CreateOrderViewModel {
  phone = '';
  email = '';
  emailNotOfUser = false;
  checkResult: CheckUserResult | null = null;
  isChecking = false;

  beneficiary: Beneficiary = EMPTY_BENEFICIARY;
  beneficiaries: Beneficiary[] = [];
  editingBeneficiary: number | null = null;
  beneficiaryProblem: string | null = null;

  draft: LineDraft = EMPTY_LINE_DRAFT;
  lines: PackageLine[] = [];
  editingLine: number | null = null;
  lineProblem: string | null = null;
  cities: string[] = [];
  packages: AffiliatePackage[] = [];

  isSaving = false;
  submitProblem: string | null = null;
  loadProblem: string | null = null;
  outcome: AffiliateOutcome | null = null;

  readonly categories = AFFILIATE_CATEGORIES;
  /** The day fields holding typed text that is not a day ('dob', 'appointmentDate'): their panel's button and Submit wait for them. */
  readonly typed = new TypedDays();
  /** One key per order sent: resending the same order reuses it (nothing is placed twice); a changed order gets a new one. */
  private idempotencyKey = crypto.randomUUID();
  private sentOrder = '';

  constructor(
    private readonly port: AffiliateOrderPort,
    private readonly current: CurrentSession,
    private readonly clock: ClockPort,
  ) {
    makeAutoObservable<this, 'port' | 'current' | 'clock' | 'idempotencyKey' | 'sentOrder'>(
      this,
      { port: false, current: false, clock: false, idempotencyKey: false, sentOrder: false, typed: false },
      { autoBind: true },
    );
  }

  get today(): string {
    return indiaDay(this.clock.now());
  }

  /** The date picker's window (spec 2 §5, §9). */
  get earliestDay(): string {
    return earliestAppointmentDay(this.clock.now());
  }

  get latestDay(): string {
    return indiaDay(LATEST_APPOINTMENT);
  }

  /** The product-name keyword of the signed-in user (spec 2 §1). */
  get keyword(): string {
    const user = this.current.session?.user;
    return user ? affiliateKeyword({ providerId: user.providerId, firstName: user.firstName }) : '';
  }

  // Customer lookup.

  get phoneError(): string | null {
    return affiliatePhoneError(this.phone);
  }

  get emailError(): string | null {
    return affiliateEmailError(this.email);
  }

  get canGetData(): boolean {
    return canGetData(this.phone, this.email) && !this.isChecking;
  }

  setPhone(value: string): void {
    this.phone = value.trim();
    this.checkResult = null;
    if (this.emailNotOfUser) this.email = notOfUserEmail(this.phone);
  }

  setEmail(value: string): void {
    if (this.emailNotOfUser) return;
    this.email = value;
    this.checkResult = null;
  }

  /** Spec 2 §4: the tick fills the e-mail from the phone and locks it; unticking frees it again, empty. */
  setEmailNotOfUser(checked: boolean): void {
    this.emailNotOfUser = checked;
    this.email = checked ? notOfUserEmail(this.phone) : '';
    this.checkResult = null;
  }

  async getData(): Promise<void> {
    if (!canGetData(this.phone, this.email)) return;
    this.isChecking = true;
    try {
      const result = await this.port.checkUser(this.phone, this.email);
      runInAction(() => (this.checkResult = result));
    } catch (error) {
      runInAction(() => (this.checkResult = { isPresent: false, message: messageOf(error) }));
    } finally {
      runInAction(() => (this.isChecking = false));
    }
  }

  // Beneficiaries.

  setBeneficiaryField(name: keyof Beneficiary, value: string): void {
    this.beneficiary = { ...this.beneficiary, [name]: value };
    this.beneficiaryProblem = null;
  }

  get beneficiaryButton(): 'Add Beneficiary' | 'Edit Beneficiary' {
    return this.editingBeneficiary === null ? 'Add Beneficiary' : 'Edit Beneficiary';
  }

  /** Adds the panel's beneficiary, or saves the one being edited, when core allows it. */
  saveBeneficiary(): void {
    // The field shows why its text is not a day; adding now would use its old day.
    if (this.typed.holds('dob')) return;
    const problem = beneficiaryError(this.beneficiary, this.clock.now());
    if (problem) {
      this.beneficiaryProblem = problem;
      return;
    }
    const b = { ...this.beneficiary, username: this.beneficiary.username.trim(), address: this.beneficiary.address.trim() };
    if (this.editingBeneficiary === null) this.beneficiaries = [...this.beneficiaries, b];
    else this.beneficiaries = this.beneficiaries.map((old, i) => (i === this.editingBeneficiary ? b : old));
    this.beneficiary = EMPTY_BENEFICIARY;
    this.editingBeneficiary = null;
  }

  editBeneficiary(index: number): void {
    const b = this.beneficiaries[index];
    if (!b) return;
    this.beneficiary = { ...b };
    this.editingBeneficiary = index;
    this.beneficiaryProblem = null;
  }

  removeBeneficiary(index: number): void {
    this.beneficiaries = this.beneficiaries.filter((_, i) => i !== index);
    if (this.editingBeneficiary === index) {
      this.beneficiary = EMPTY_BENEFICIARY;
      this.editingBeneficiary = null;
    }
  }

  // Package lines.

  get lineButton(): 'Add' | 'Edit' {
    return this.editingLine === null ? 'Add' : 'Edit';
  }

  /** Spec 2 §4: a category clears city and package and loads the category's cities. */
  async chooseCategory(categoryId: number | null): Promise<void> {
    this.draft = { ...this.draft, line: chooseCategory(this.draft.line, categoryId) };
    this.cities = [];
    this.packages = [];
    this.lineProblem = null;
    if (categoryId !== null) await this.loadCities(categoryId);
  }

  /** Spec 2 §4: a city clears the package and loads the city's packages. */
  async chooseCity(city: string): Promise<void> {
    this.draft = { ...this.draft, line: chooseCity(this.draft.line, city) };
    this.packages = [];
    this.lineProblem = null;
    const categoryId = this.draft.line.categoryId;
    if (categoryId !== null && city !== '') await this.loadPackages(categoryId, city);
  }

  choosePackage(packageId: number | null): void {
    const chosen = this.packages.find((p) => p.packageId === packageId);
    this.draft = { ...this.draft, line: { ...this.draft.line, packageId: chosen?.packageId ?? null, packageName: chosen ? packageLabel(chosen.packageName, chosen.packagePrice) : '' } };
    this.lineProblem = null;
  }

  setLineDay(day: string): void {
    this.draft = { ...this.draft, day };
    this.lineProblem = null;
  }

  setLineTime(time: string): void {
    this.draft = { ...this.draft, time };
    this.lineProblem = null;
  }

  /** The line as it would be added: the date and time joined in India time. */
  get draftLine(): PackageLine {
    return { ...this.draft.line, appointmentAt: indiaInstant(this.draft.day, this.draft.time) };
  }

  /** Adds the panel's line, or saves the one being edited, when core allows it. */
  saveLine(): void {
    if (this.typed.holds('appointmentDate')) return;
    const line = this.draftLine;
    const problem = packageLineError(line, this.clock.now());
    if (problem) {
      this.lineProblem = problem;
      return;
    }
    if (this.editingLine === null) this.lines = [...this.lines, line];
    else this.lines = this.lines.map((old, i) => (i === this.editingLine ? line : old));
    this.draft = EMPTY_LINE_DRAFT;
    this.editingLine = null;
    this.cities = [];
    this.packages = [];
  }

  /** Spec 2 §4: Edit loads the row's category, city and package (and their lists) back into the panel. */
  async editLine(index: number): Promise<void> {
    const line = this.lines[index];
    if (!line || line.categoryId === null) return;
    const at = line.appointmentAt!;
    const time = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
    this.editingLine = index;
    this.lineProblem = null;
    this.draft = { line: { ...line }, day: indiaDay(at), time };
    await Promise.all([this.loadCities(line.categoryId), this.loadPackages(line.categoryId, line.city)]);
  }

  removeLine(index: number): void {
    this.lines = this.lines.filter((_, i) => i !== index);
    if (this.editingLine === index) {
      this.draft = EMPTY_LINE_DRAFT;
      this.editingLine = null;
    }
  }

  categoryName(categoryId: number | null): string {
    return this.categories.find((c) => c.id === categoryId)?.name ?? '';
  }

  private async loadCities(categoryId: number): Promise<void> {
    try {
      const cities = await this.port.cities(categoryId);
      runInAction(() => {
        if (this.draft.line.categoryId === categoryId) this.cities = sortedCities(cities);
      });
    } catch (error) {
      runInAction(() => (this.loadProblem = messageOf(error)));
    }
  }

  private async loadPackages(categoryId: number, city: string): Promise<void> {
    try {
      const packages = await this.port.packages(categoryId, city, this.keyword);
      runInAction(() => {
        if (this.draft.line.categoryId === categoryId && this.draft.line.city === city) this.packages = packages;
      });
    } catch (error) {
      runInAction(() => (this.loadProblem = messageOf(error)));
    }
  }

  // Submit and result.

  get order(): AffiliateOrder {
    return { phone: this.phone, email: this.email, emailNotOfUser: this.emailNotOfUser, keyword: this.keyword, beneficiaries: this.beneficiaries, lines: this.lines };
  }

  /** Spec 2 §5: styled active once phone, e-mail, a beneficiary and a package exist (not strictly enforced). */
  get looksSubmittable(): boolean {
    return looksSubmittable(this.order);
  }

  /** Sends the order when core's rules hold; otherwise names the first broken rule beside Submit. */
  async submit(): Promise<void> {
    if (this.isSaving || this.typed.pending) return;
    const problem = affiliateOrderProblem(this.order, this.clock.now());
    if (problem) {
      this.submitProblem = problem.message;
      return;
    }
    this.submitProblem = null;
    this.isSaving = true;
    try {
      const order = this.order;
      const text = JSON.stringify(order);
      if (text !== this.sentOrder) {
        this.sentOrder = text;
        this.idempotencyKey = crypto.randomUUID();
      }
      const outcome = await this.port.create(order, this.idempotencyKey);
      runInAction(() => {
        this.outcome = outcome;
        if (outcome.created) this.reset();
      });
    } catch (error) {
      runInAction(() => (this.outcome = { created: false, errorMessage: messageOf(error) }));
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  get resultTitle(): string | null {
    return this.outcome?.created ? translateCore(AffiliateResultText.created) : null;
  }

  /** Spec 2 §8: "Order Number: N" in green, or the server's errorMessage in red. */
  get resultText(): string {
    if (!this.outcome) return '';
    return this.outcome.created ? translate(orderText, 'orderNumber', { orderNumber: this.outcome.orderNumber }) : translateCore(this.outcome.errorMessage);
  }

  closeResult(): void {
    this.outcome = null;
  }

  /** Spec 2 §4: after a successful order the whole form starts again. */
  private reset(): void {
    this.phone = '';
    this.email = '';
    this.emailNotOfUser = false;
    this.checkResult = null;
    this.beneficiary = EMPTY_BENEFICIARY;
    this.beneficiaries = [];
    this.editingBeneficiary = null;
    this.beneficiaryProblem = null;
    this.draft = EMPTY_LINE_DRAFT;
    this.lines = [];
    this.editingLine = null;
    this.lineProblem = null;
    this.cities = [];
    this.packages = [];
    this.submitProblem = null;
    this.sentOrder = '';
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
