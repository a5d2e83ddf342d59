import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthPort } from '../../../core/session/auth.port.ts';
import type { ChildEntitiesPort, ChildEntity } from '../../../core/session/child-entities.port.ts';
import { CHART_USER_NAMES } from '../../../core/session/chart-users.ts';
import { Feature, hasFeature } from '../../../core/session/features.ts';
import { landingPath } from '../../../core/session/landing.ts';
import type { PasswordPort } from '../../../core/session/password.port.ts';
import type { ProfilePort } from '../../../core/session/profile.port.ts';
import { profileFailureMessage } from '../../../core/session/profile.ts';
import { menuResetNotice } from '../../../core/session/reset-link.ts';
import { isProviderRole } from '../../../core/session/roles.ts';
import { preferredService, Service, SERVICE_LABEL } from '../../../core/session/services.ts';
import type { Session } from '../../../core/session/session.ts';
import { landingUser, signOut } from '../../../core/session/sign-in.ts';
import { avatarInitial } from '../../../core/session/user.ts';
import { searchOptionsFor, searchQuery, type SearchBy, type SearchOption } from '../../../core/search/search-by.ts';
import type { ViewStatePort } from '../../view-state/view-state.port.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import type { Toaster } from '../toast/toaster.ts';
import type { LanguageSwitch } from '../../session/language-switch.ts';
import { translate } from '../../i18n/define-text.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { shellText } from './shell.text.ts';
import './shell.core-text.ts';
import { drawerGroups, type DrawerGroup } from './drawer-links.ts';
import { HELP_LANGUAGES } from './external-links.ts';

export type ChildProvider = ChildEntity;

/**
 * A top-bar multi-select of child entities with Select All (spec 2 §2.7): a parent provider's
 * branches, or an insurer's corporates. One component draws either.
 */
export interface ChildEntityPicker {
  readonly label: string;
  /** The summary when every option is chosen, and when none is. */
  readonly allLabel: string;
  readonly noneLabel: string;
  readonly options: readonly ChildEntity[];
  readonly selected: readonly number[];
  readonly allSelected: boolean;
  set(ids: number[]): void;
  toggleAll(): void;
}

/** The shell around every signed-in screen: top bar, drawer, search, service and provider pickers, profile menu. */
export class ShellViewModel {
  desktopDrawerOpen = true;
  mobileDrawerOpen = false;
  mobileSearchOpen = false;
  profileMenuOpen = false;
  howToUseOpen = false;
  helpLanguage = HELP_LANGUAGES[0].code;
  searchBy: SearchBy | undefined = undefined;
  searchText = '';
  /** How often the logo was used; the screen starts afresh on each. */
  homeVisits = 0;
  /** Drawer groups the user folded away. */
  collapsedGroups: string[] = [];
  /** The insurer's corporates (GetChildEntityRelation), once loaded; the picker shows for two or more. */
  corporates: ChildEntity[] = [];
  private started = false;

  constructor(
    private readonly current: CurrentSession,
    private readonly profile: ProfilePort,
    private readonly password: PasswordPort,
    private readonly auth: AuthPort,
    private readonly viewState: ViewStatePort,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
    private readonly children: ChildEntitiesPort,
    /** The profile menu's language switch. */
    readonly language: LanguageSwitch,
  ) {
    makeAutoObservable<this, 'current' | 'profile' | 'password' | 'auth' | 'viewState' | 'toaster' | 'navigator' | 'children' | 'started'>(
      this,
      { current: false, profile: false, password: false, auth: false, viewState: false, toaster: false, navigator: false, children: false, started: false, language: false },
      { autoBind: true },
    );
  }

  get session(): Session | undefined {
    return this.current.session;
  }

  private get user() {
    return this.session?.user;
  }

  get initial(): string {
    return avatarInitial(this.user?.firstName ?? '');
  }

  get fullName(): string {
    return [this.user?.firstName, this.user?.lastName].filter(Boolean).join(' ');
  }

  get entityName(): string {
    return this.user?.entityName || this.session?.hosp.hospName || '';
  }

  /** A child provider's tooltip reads 'Master Provider'; any other shows its address (spec 1 §2). */
  get addressTooltip(): string {
    if (this.user?.parentId != null) return translate(shellText, 'masterProvider');
    return this.session?.hosp.address || translate(shellText, 'addressNotAvailable');
  }

  get providerId(): string {
    const id = this.user?.providerId ?? this.user?.entityId;
    return id == null ? '' : String(id);
  }

  get searchOptions(): readonly SearchOption[] {
    return this.user ? searchOptionsFor(this.user.role) : [];
  }

  get activeSearchBy(): SearchBy | undefined {
    return this.searchBy ?? this.searchOptions[0]?.value;
  }

  get canResetPassword(): boolean {
    return hasFeature(this.user?.rolesFeatures?.features ?? [], Feature.RESET_PASSWORD);
  }

  get isParentProvider(): boolean {
    return this.user?.parentProvider.isParent === true && this.childProviders.length > 0;
  }

  get childProviders(): ChildProvider[] {
    return Object.entries(this.user?.parentProvider.childEntities ?? {}).map(([id, name]) => ({ id: Number(id), name }));
  }

  get selectedProviders(): number[] {
    return this.user?.selectedProviders ?? [];
  }

  get allProvidersSelected(): boolean {
    return this.childProviders.length > 0 && this.childProviders.every((c) => this.selectedProviders.includes(c.id));
  }

  /** The chosen corporates of an insurer user: the stored choice (of those still listed), or all of them until one is made. */
  get selectedCorporates(): number[] {
    const listed = this.corporates.map((c) => c.id);
    const stored = this.session?.selectedCorporates;
    return stored ? stored.filter((id) => listed.includes(id)) : listed;
  }

  get allCorporatesSelected(): boolean {
    return this.corporates.length > 0 && this.corporates.every((c) => this.selectedCorporates.includes(c.id));
  }

  /** The child-entity picker this user gets, if any: a parent provider's, or an insurer's with two or more corporates. */
  get childPicker(): ChildEntityPicker | undefined {
    if (this.isParentProvider) {
      return {
        label: translate(shellText, 'providers'),
        allLabel: translate(shellText, 'allProviders'),
        noneLabel: translate(shellText, 'noProvider'),
        options: this.childProviders,
        selected: this.selectedProviders,
        allSelected: this.allProvidersSelected,
        set: this.setSelectedProviders,
        toggleAll: this.toggleAllProviders,
      };
    }
    if (this.corporates.length < 2) return undefined;
    return {
      label: translate(shellText, 'corporates'),
      allLabel: translate(shellText, 'allCorporates'),
      noneLabel: translate(shellText, 'noCorporate'),
      options: this.corporates,
      selected: this.selectedCorporates,
      allSelected: this.allCorporatesSelected,
      set: this.setSelectedCorporates,
      toggleAll: this.toggleAllCorporates,
    };
  }

  get validServices(): { value: Service; label: string }[] {
    return (this.session?.validServices ?? []).map((s) => ({ value: s, label: translateCore(SERVICE_LABEL[s]) }));
  }

  get serviceSelected(): Service | undefined {
    return this.session?.serviceSelected;
  }

  get drawerGroups(): DrawerGroup[] {
    return this.session ? drawerGroups(this.session) : [];
  }

  get homePath(): string {
    const s = this.session;
    return landingPath(s ? landingUser(s) : undefined, s?.serviceSelected, CHART_USER_NAMES);
  }

  /** Where a search shows its results: the all-appointments view of the current service. */
  get allAppointmentsPath(): string {
    const s = this.session;
    if (!s) return '/login';
    if (s.serviceSelected === Service.OFFLINE_CONSULTS) return '/offlineConsults/allAppointments';
    return isProviderRole(s.user.role) ? `/${s.user.role}/appointments/all` : `/${s.user.role}/appointments`;
  }

  /**
   * Where a search run from `from` (the current path) shows its results (spec 2 §2.10): an insurer
   * on the e-sales queue or a case's history searches the queue; everywhere else All Appointments.
   */
  resultsPath(from = ''): string {
    const s = this.session;
    if (s && !isProviderRole(s.user.role) && from.startsWith(`/${s.user.role}/appointments/esalesqueue`)) return `/${s.user.role}/appointments/esalesqueue`;
    return this.allAppointmentsPath;
  }

  /** On shell load: the profile check of spec 1 §7; any failure ends the session with its message. */
  async start(): Promise<void> {
    const s = this.session;
    if (this.started || !s) return;
    this.started = true;
    const outcome = await this.profile.profileDetails(s.userFeatureHash);
    const failure = profileFailureMessage(outcome);
    runInAction(() => {
      if (failure) {
        this.toaster.error(failure);
        this.navigator.go('/login', { replace: true });
        // A dead token was already cleared (and marked expired) by the HTTP middleware; clearing
        // again would wipe that mark before the login page reads it.
        if (this.current.isSignedIn) this.current.clear();
        return;
      }
      if (outcome.kind !== 'current') return;
      this.current.update((old) => {
        const validServices = outcome.validServices;
        const keep = old.serviceSelected && validServices.includes(old.serviceSelected);
        return {
          ...old,
          user: { ...outcome.user, selectedProviders: old.user.selectedProviders },
          hosp: outcome.hosp,
          validServices,
          serviceSelected: keep ? old.serviceSelected : preferredService(validServices),
        };
      });
    });
    await this.loadCorporates();
  }

  /**
   * An insurer user's corporates for the picker. A failure leaves the picker out: the lists then
   * cover every corporate of the user, as they do before a choice is made.
   */
  private async loadCorporates(): Promise<void> {
    const user = this.user;
    if (!user || isProviderRole(user.role) || user.corporateIDs.length < 2) return;
    const own = new Set(user.corporateIDs);
    const found = await this.children.childEntities(user.entityId).catch(() => []);
    runInAction(() => {
      this.corporates = found.filter((c) => own.has(c.id));
    });
  }

  toggleDrawer(mobile: boolean): void {
    if (mobile) this.mobileDrawerOpen = !this.mobileDrawerOpen;
    else this.desktopDrawerOpen = !this.desktopDrawerOpen;
  }

  isGroupOpen(id: string): boolean {
    return !this.collapsedGroups.includes(id);
  }

  toggleGroup(id: string): void {
    this.collapsedGroups = this.isGroupOpen(id) ? [...this.collapsedGroups, id] : this.collapsedGroups.filter((g) => g !== id);
  }

  closeMobileDrawer(): void {
    this.mobileDrawerOpen = false;
  }

  toggleMobileSearch(): void {
    this.mobileSearchOpen = !this.mobileSearchOpen;
  }

  /** The logo goes home and forgets paging and the search (spec 1 §2). */
  resetForHome(): void {
    this.viewState.resetPaging();
    this.searchBy = undefined;
    this.searchText = '';
    this.mobileSearchOpen = false;
    this.mobileDrawerOpen = false;
    this.homeVisits += 1;
  }

  setSearchBy(value: SearchBy): void {
    this.searchBy = value;
  }

  setSearchText(value: string): void {
    this.searchText = value;
  }

  /**
   * The search's clear button empties the box and, when search results are showing, goes back to
   * the plain list they replaced.
   */
  clearSearch(resultsShown: boolean, from?: string): void {
    this.searchText = '';
    if (resultsShown) this.navigator.go(this.resultsPath(from));
  }

  runSearch(from?: string): void {
    const by = this.activeSearchBy;
    const query = by ? searchQuery(by, this.searchText) : undefined;
    if (!query) return;
    this.viewState.resetPaging();
    const params = new URLSearchParams({ searchBy: query.searchBy, search: query.text });
    this.navigator.go(`${this.resultsPath(from)}?${params.toString()}`, { state: { search: query } });
  }

  /** Switching service goes to that service's first screen (spec 1 §2, spec 3 §2.2). */
  selectService(service: Service): void {
    const s = this.session;
    if (!s || s.serviceSelected === service) return;
    this.current.update((old) => ({ ...old, serviceSelected: service }));
    this.viewState.resetPaging();
    this.navigator.go(service === Service.OFFLINE_CONSULTS ? '/offlineConsults/upcoming' : `/${s.user.role}/appointments`);
  }

  setSelectedProviders(ids: number[]): void {
    const known = new Set(this.childProviders.map((c) => c.id));
    const selected = ids.filter((id) => known.has(id));
    this.current.update((old) => ({ ...old, user: { ...old.user, selectedProviders: selected } }));
  }

  toggleAllProviders(): void {
    this.setSelectedProviders(this.allProvidersSelected ? [] : this.childProviders.map((c) => c.id));
  }

  /** Keeps the chosen corporates for the session (erIDs); lists, queue and charts follow them. */
  setSelectedCorporates(ids: number[]): void {
    const known = new Set(this.corporates.map((c) => c.id));
    const selected = ids.filter((id) => known.has(id));
    this.current.update((old) => ({ ...old, selectedCorporates: selected }));
  }

  toggleAllCorporates(): void {
    this.setSelectedCorporates(this.allCorporatesSelected ? [] : this.corporates.map((c) => c.id));
  }

  openProfileMenu(): void {
    this.profileMenuOpen = true;
  }

  closeProfileMenu(): void {
    this.profileMenuOpen = false;
  }

  openHowToUse(): void {
    this.howToUseOpen = true;
    this.mobileDrawerOpen = false;
  }

  closeHowToUse(): void {
    this.howToUseOpen = false;
  }

  setHelpLanguage(code: string): void {
    this.helpLanguage = code;
  }

  /** Profile menu: e-mail the user a reset link for their own account. */
  async resetPassword(): Promise<void> {
    this.profileMenuOpen = false;
    const user = this.user;
    if (!user) return;
    const notice = menuResetNotice(await this.password.sendOwnResetLink(user.userName, user.entityId));
    if (notice.ok) this.toaster.success(notice.message);
    else this.toaster.error(notice.message);
  }

  /** Sign out: leave for /login, tell the server, forget everything stored. */
  async signOut(): Promise<void> {
    this.profileMenuOpen = false;
    this.navigator.go('/login', { replace: true });
    await signOut(this.auth, this.current).catch(() => undefined);
  }
}
