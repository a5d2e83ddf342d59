import type { AuthPort } from '../../../core/session/auth.port.ts';
import type { Feature } from '../../../core/session/features.ts';
import type { PasswordPort } from '../../../core/session/password.port.ts';
import type { RoleName } from '../../../core/session/roles.ts';
import type { SessionStorePort } from '../../../core/session/session-store.port.ts';

/** A person the provider service knows, as a scenario introduces them. */
export interface AccountSpec {
  firstName: string;
  role: RoleName;
  userName: string;
  password: string;
  features: readonly Feature[];
}

/**
 * The provider service a scenario talks to, in the words of the scenarios: the screenplay
 * "ability" (cucumber/screenplay.js). Two implementations: in memory (the domain profile) and the
 * real server over HTTP on the embedded database (the http profile). Steps never know which.
 */
export interface ProviderService {
  /** The sign-in calls core's SignIn makes. */
  readonly auth: AuthPort;
  /** The password calls of the forgot- and reset-password screens. */
  readonly password: PasswordPort;
  /** Registers a person. Services follow from their features, as on the server (validServicesFor). */
  add(account: AccountSpec): Promise<void>;
  /** From now on the person's sign-in asks for a code e-mailed to them. */
  asksForCode(userName: string): Promise<void>;
  /** The code in the latest e-mail the person received. */
  emailedCode(userName: string): Promise<string>;
  /** The service stops answering (the network is down). */
  becomeUnreachable(): void;
  /** The person's live sessions time out. */
  expireSessionsOf(userName: string): Promise<void>;
  /**
   * One protected call as the portal makes on opening a page, with the stored token; an answer
   * that calls the token invalid ends the stored session (spec 1 §4 step 5).
   */
  callWithStoredToken(store: SessionStorePort): Promise<void>;
  /** Whether the service learnt that every session of the person was signed out. */
  wasToldOfSignOut(userName: string): Promise<boolean>;
}

/** What only the in-memory service can be told: reasons the real server always gives. */
export interface InMemoryOnly {
  giveNoReasonForWrongCodes(userName: string): void;
  refuseWithoutReason(userName: string): void;
}

/** The profile a run uses, from cucumber.mjs's worldParameters. */
export type AbilityName = 'domain' | 'http';
