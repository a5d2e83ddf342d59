import { makeAutoObservable, runInAction } from 'mobx';
import { DoctorMessage } from '../../../core/doctors/doctor-messages.ts';
import type { DoctorRecord, DoctorsPort } from '../../../core/doctors/doctors.port.ts';
import { doctorScope } from '../../../core/doctors/doctor-scope.ts';
import { listQuery, NO_FILTERS, type DoctorFilters } from '../../../core/doctors/list-filters.ts';
import { Feature, hasFeature } from '../../../core/session/features.ts';
import { pageCount } from '../../../core/shared/paging.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { translateCore } from '../../i18n/core-text.ts';
import '../doctor-editor/doctor-editor.core-text.ts';
import type { CurrentSession } from '../../session/current-session.ts';

/**
 * The Doctor List (spec 3 §2.4): a page of 10 doctors by the applied filters and first-name
 * search, the active toggle and what the user may do. A failed load is swallowed: loading stops.
 */
export class DoctorListViewModel {
  doctors: DoctorRecord[] = [];
  total = 0;
  page = 0;
  isLoading = false;
  /** The filters in force, and the ones being edited in the filter panel. */
  applied: DoctorFilters = NO_FILTERS;
  draft: DoctorFilters = NO_FILTERS;
  searchText = '';
  appliedSearch = '';
  togglingId: number | null = null;

  constructor(
    private readonly port: DoctorsPort,
    private readonly current: CurrentSession,
    private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'port' | 'current' | 'toaster'>(this, { port: false, current: false, toaster: false }, { autoBind: true });
  }

  private has(feature: Feature): boolean {
    return hasFeature(this.current.session?.user.rolesFeatures.features ?? [], feature);
  }

  /** Add new Doctor, edit icons and row clicks need UPDATE_DOCTOR. */
  get canEdit(): boolean {
    return this.has(Feature.UPDATE_DOCTOR);
  }

  /** The active toggle needs UPDATE_DOCTOR_STATUS. */
  get canToggle(): boolean {
    return this.has(Feature.UPDATE_DOCTOR_STATUS);
  }

  /** Location and city show only to a parent provider's users. */
  get isParent(): boolean {
    return this.current.session?.user.parentProvider.isParent ?? false;
  }

  get providerIds(): number[] {
    const user = this.current.session?.user;
    return user ? doctorScope(user) : [];
  }

  get pageCount(): number {
    return pageCount(this.total);
  }

  async load(): Promise<void> {
    this.isLoading = true;
    try {
      const { doctors, total } = await this.port.list(listQuery(this.providerIds, this.applied, this.appliedSearch, this.page));
      runInAction(() => {
        this.doctors = doctors;
        this.total = total;
      });
    } catch {
      // Spec 3 §2.4: failures loading the list are swallowed; loading stops.
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }

  goToPage(page: number): void {
    this.page = page;
    void this.load();
  }

  setSearchText(text: string): void {
    this.searchText = text;
  }

  search(): void {
    this.appliedSearch = this.searchText.trim();
    this.goToPage(0);
  }

  clearSearch(): void {
    this.searchText = '';
    this.search();
  }

  editFilters(change: Partial<DoctorFilters>): void {
    this.draft = { ...this.draft, ...change };
  }

  /** Apply of one filter group (or of the panel): the edited filters take effect from page 1. */
  applyFilters(): void {
    this.applied = this.draft;
    this.goToPage(0);
  }

  /** A group's Clear All: that group empties and the list reloads. */
  clearFilter(group: keyof DoctorFilters): void {
    this.draft = { ...this.draft, [group]: NO_FILTERS[group] };
    this.applyFilters();
  }

  /** The overall Clear All. */
  clearAllFilters(): void {
    this.draft = NO_FILTERS;
    this.applyFilters();
  }

  /** Flips a doctor's active state through updateDoctorStatus, with the spec's messages. */
  async toggleActive(doctor: DoctorRecord): Promise<void> {
    this.togglingId = doctor.doctorId;
    try {
      await this.port.setActive(this.providerIds, doctor.doctorId, !doctor.isActive);
      runInAction(() => {
        this.doctors = this.doctors.map((d) => (d.doctorId === doctor.doctorId ? { ...d, isActive: !d.isActive } : d));
      });
      this.toaster.success(translateCore(DoctorMessage.statusUpdated));
    } catch {
      this.toaster.error(translateCore(DoctorMessage.noPermission));
    } finally {
      runInAction(() => (this.togglingId = null));
    }
  }
}
