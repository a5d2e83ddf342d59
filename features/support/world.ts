import { AfterAll, Before, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { MemorySessionStore } from '../../core/session/memory-session-store.ts';
import { SignIn } from '../../core/session/sign-in.ts';
import { AppNavigator } from '../../ui/navigation/app-navigator.ts';
import { LoginViewModel } from '../../ui/routes/login/login.view-model.ts';
import type { AbilityName, InMemoryOnly, ProviderService } from './abilities/provider-service.ts';
import { InMemoryProviderService } from './abilities/in-memory-provider.ts';
import { InMemoryLabDesk } from './abilities/in-memory-lab-desk.ts';
import type { LabDeskService } from './abilities/lab-desk-service.ts';
import type { InMemoryAppointmentOrders } from './abilities/appointment-orders.ts';
import { LanguageSwitch } from '../../ui/session/language-switch.ts';
import type { CreateAppointmentViewModel } from '../../ui/routes/create-appointment/create-appointment.view-model.ts';

/**
 * One browser and one provider service per scenario. The service is the profile's ability: in
 * memory (domain) or the real server over HTTP (http). The browser is the portal's own DOM-free
 * view-models over core, with toasts and navigation recorded instead of drawn.
 */
export class PortalWorld extends World<{ ability?: AbilityName }> {
  readonly store = new MemorySessionStore();
  /** First names in the scenario -> their usernames. */
  readonly people = new Map<string, string>();
  /** Usernames -> the password each person signs in with as usual. */
  readonly passwords = new Map<string, string>();
  private provider: ProviderService | undefined;
  private desk: LabDeskService | undefined;
  private loginScreen: LoginViewModel | undefined;

  /** Toasts shown so far, oldest first. */
  toasts: string[] = [];
  /** The page the person is on: a route, or the not-authorised page. */
  page: string | undefined;
  /** The messages the current page reads (the sign-in page's expired notice, the not-authorised texts). */
  pageTexts: string[] = [];
  roleRead: { roleId: number; roleName: string | undefined } | undefined;
  /** The Create Appointment form the person has open, and the domain profile's insurance service behind it. */
  form: CreateAppointmentViewModel | undefined;
  orders: InMemoryAppointmentOrders | undefined;
  /** The open request a scenario gave the customer, which the duplicate warning names. */
  openRequestId: number | undefined;

  /** The portal's navigator, recording where a view-model sends the person. */
  readonly navigator = new AppNavigator();
  /** The portal's toaster, recording what a view-model tells the person. */
  readonly toaster = {
    success: (message: string) => this.toasts.push(message),
    error: (message: string) => this.toasts.push(message),
    info: (message: string) => this.toasts.push(message),
  };

  constructor(options: IWorldOptions<{ ability?: AbilityName }>) {
    super(options);
    this.navigator.attach((to) => {
      this.page = to;
    });
  }

  get ability(): AbilityName {
    return this.parameters.ability ?? 'domain';
  }

  /** The provider service of this scenario. */
  get service(): ProviderService {
    if (!this.provider) throw new Error('the provider service is not set up');
    return this.provider;
  }

  set service(provider: ProviderService) {
    this.provider = provider;
  }

  /** The lab's desk at the provider service of this scenario. */
  get labDesk(): LabDeskService {
    if (!this.desk) throw new Error('the lab desk is not set up');
    return this.desk;
  }

  set labDesk(desk: LabDeskService) {
    this.desk = desk;
  }

  /** What only the in-memory service can be told; a scenario that needs it is tagged @domain. */
  get inMemory(): InMemoryOnly {
    if (!(this.provider instanceof InMemoryProviderService)) throw new Error('this step runs in the domain profile only: tag the scenario @domain');
    return this.provider;
  }

  /** The sign-in page as the portal shows it, opened afresh when asked. */
  get login(): LoginViewModel {
    this.loginScreen ??= this.openLoginScreen();
    return this.loginScreen;
  }

  openLoginScreen(): LoginViewModel {
    // The language switch keeps its choice in this process only: scenarios read English.
    const language = new LanguageSwitch({ saveLanguage: async () => true }, this.store);
    this.loginScreen = new LoginViewModel(new SignIn(this.service.auth, this.store), this.store, this.toaster, this.navigator, language);
    this.loginScreen.start();
    return this.loginScreen;
  }

  userNameOf(name: string): string {
    const userName = this.people.get(name);
    if (!userName) throw new Error(`${name} has not been introduced in this scenario`);
    return userName;
  }
}

setWorldConstructor(PortalWorld);

/** Set once the http profile has started the real server, to close it at the end of the run. */
let closeRealServer: (() => Promise<void>) | undefined;

// The first http scenario starts the server (migrations on PGlite), which takes longer than a step.
Before({ timeout: 60_000 }, async function (this: PortalWorld) {
  if (this.ability === 'http') {
    // Loaded only in the http profile, so the domain run never loads the server.
    const http = await import('./abilities/http-provider.ts');
    closeRealServer = http.closeRealServer;
    const service = await http.HttpProviderService.forScenario();
    this.service = service;
    this.labDesk = new (await import('./abilities/http-lab-desk.ts')).HttpLabDesk(service);
  } else {
    this.service = new InMemoryProviderService();
    this.labDesk = new InMemoryLabDesk();
  }
});

AfterAll(async function () {
  await closeRealServer?.();
});
