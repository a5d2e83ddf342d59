import { makeAutoObservable, runInAction } from 'mobx';
import { Feature, hasFeature } from '../../../core/session/features.ts';
import { PAGE_SIZE, pageCount } from '../../../core/shared/paging.ts';
import { NO_SPOC_FILTERS, spocListQuery, type SpocFilters, type SpocListScope } from '../../../core/spoc/spoc-list-filters.ts';
import { SpocMessage } from '../../../core/spoc/spoc-messages.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import { spocRow, type SpocRow } from '../../../core/spoc/spoc-row.ts';
import type { SpocPort } from '../../../core/spoc/spoc.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { translateCore } from '../../i18n/core-text.ts';
import '../spoc-form/spoc-form.core-text.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import type { SpocStatusSetter } from './spoc-status.model.ts';

/**
 * The SPOC List (spec 3 §2.6): a page of 10 SPOCs by the applied filters and first-name search,
 * the active toggle and what the user may do. A failed load says so and clears the list (§8).
 */
export class SpocListViewModel {
  spocs: SpocRecord[] = [];
  total = 0;
  page = 0;
  isLoading = false;
  /** The last load failed: the list says so instead of "No SPOCs found". */
  loadFailed = false;
  /** The filters in force, and the ones being edited in the filter panel. */
  applied: SpocFilters = NO_SPOC_FILTERS;
  draft: SpocFilters = NO_SPOC_FILTERS;
  searchText = '';
  appliedSearch = '';
  togglingId: number | null = null;

  constructor(
    private readonly port: SpocPort,
    private readonly current: CurrentSession,
    private readonly toaster: Toaster,
    private readonly status: SpocStatusSetter,
  ) {
    makeAutoObservable<this, 'port' | 'current' | 'toaster' | 'status'>(this, { port: false, current: false, toaster: false, status: false }, { autoBind: true });
  }

  private has(feature: Feature): boolean {
    return hasFeature(this.current.session?.user.rolesFeatures.features ?? [], feature);
  }

  /** Add new SPOC needs CREATE_SPOC. */
  get canCreate(): boolean {
    return this.has(Feature.CREATE_SPOC);
  }

  /** The edit link and row clicks need EDIT_SPOC_DETAILS. */
  get canEdit(): boolean {
    return this.has(Feature.EDIT_SPOC_DETAILS);
  }

  /** The active toggle needs UPDATE_SPOC_STATUS. */
  get canToggle(): boolean {
    return this.has(Feature.UPDATE_SPOC_STATUS);
  }

  get rows(): { spoc: SpocRecord; row: SpocRow }[] {
    return this.spocs.map((spoc) => ({ spoc, row: spocRow(spoc) }));
  }

  /** Empty rows that keep the table at 10 rows high (spec 3 §2.6). */
  get padding(): number {
    return Math.max(0, PAGE_SIZE - this.spocs.length);
  }

  get pageCount(): number {
    return pageCount(this.total);
  }

  private get scope(): SpocListScope | null {
    const user = this.current.session?.user;
    if (!user) return null;
    return { entityId: user.entityId, filterEntityIds: user.parentProvider.isParent ? user.selectedProviders : [] };
  }

  async load(): Promise<void> {
    const scope = this.scope;
    if (!scope) return;
    this.isLoading = true;
    try {
      const { spocs, total } = await this.port.list(spocListQuery(scope, this.applied, this.appliedSearch, this.page));
      runInAction(() => {
        this.spocs = spocs;
        this.total = total;
        this.loadFailed = false;
      });
    } catch {
      runInAction(() => {
        this.spocs = [];
        this.total = 0;
        this.loadFailed = true;
      });
      this.toaster.error(translateCore(SpocMessage.listFailed));
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

  editFilters(change: Partial<SpocFilters>): void {
    this.draft = { ...this.draft, ...change };
  }

  /** Apply: the edited filters take effect from page 1. */
  applyFilters(): void {
    this.applied = this.draft;
    this.goToPage(0);
  }

  /** A group's Clear All: that group empties and the list reloads. */
  clearFilter(group: keyof SpocFilters): void {
    this.draft = { ...this.draft, [group]: NO_SPOC_FILTERS[group] };
    this.applyFilters();
  }

  /** The overall Clear All. */
  clearAllFilters(): void {
    this.draft = NO_SPOC_FILTERS;
    this.applyFilters();
  }

  /** Flips a SPOC's active state through updateSpocStatus. */
  async toggleActive(spoc: SpocRecord): Promise<void> {
    this.togglingId = spoc.userId;
    const changed = await this.status.set(spoc, !spoc.isActive);
    runInAction(() => {
      if (changed) this.spocs = this.spocs.map((s) => (s.userId === spoc.userId ? { ...s, isActive: !s.isActive } : s));
      this.togglingId = null;
    });
  }
}
