import type { AuthenticateOutcome, AuthPort, CodeChallenge, Credentials, Granted, VerifyOutcome } from '../../../core/session/auth.port.ts';
import { maskEmail } from '../../../core/privacy/masks.ts';
import { SessionMessage } from '../../../core/session/messages.ts';
import type { PasswordPort } from '../../../core/session/password.port.ts';
import { isProviderRole } from '../../../core/session/roles.ts';
import { validServicesFor, type Service } from '../../../core/session/services.ts';
import type { SessionStorePort } from '../../../core/session/session-store.port.ts';
import { endExpiredSession } from '../../../core/session/sign-in.ts';
import type { UserDetails } from '../../../core/session/user.ts';
import { userDetails } from '../people.ts';
import type { AccountSpec, InMemoryOnly, ProviderService } from './provider-service.ts';

/** The code the in-memory service e-mails. */
const EMAILED_CODE = '24680';

/** One account the in-memory provider service knows. */
interface Account {
  user: UserDetails;
  password: string;
  /** The code e-mailed when the account asks for one; undefined when a password is enough. */
  emailedCode?: string;
  /** The error the server returns for a wrong code; null when it returns none. */
  wrongCodeError: string | null;
  /** The server refuses this account without giving a reason. */
  noAccess: boolean;
}

/**
 * The provider service's sign-in calls, answered from memory the way the reference server does:
 * a wrong password is 'Invalid_Username_or_Password', a wrong code 'Invalid_OTP'.
 */
class InMemoryAuth implements AuthPort {
  readonly accounts = new Map<string, Account>();
  readonly liveTokens = new Set<string>();
  readonly loggedOut: string[] = [];
  reachable = true;

  account(userName: string): Account {
    const account = this.accounts.get(userName);
    if (!account) throw new Error(`no account ${userName}`);
    return account;
  }

  async authenticate(credentials: Credentials): Promise<AuthenticateOutcome> {
    this.ensureReachable();
    if (!('userName' in credentials)) return { kind: 'refused', serverMessage: null };
    const account = this.accounts.get(credentials.userName);
    if (account?.noAccess) return { kind: 'refused', serverMessage: null };
    if (!account || account.password !== credentials.password) return { kind: 'refused', serverMessage: 'Invalid_Username_or_Password' };
    if (account.emailedCode !== undefined) {
      const { user } = account;
      return { kind: 'codeNeeded', challenge: { userId: user.userId, encryptedToken: `enc-${user.userId}`, sentTo: maskEmail(user.userEmail) } };
    }
    return { kind: 'granted', granted: this.grant(account) };
  }

  async verifyOtp(challenge: CodeChallenge, code: string): Promise<VerifyOutcome> {
    this.ensureReachable();
    const account = [...this.accounts.values()].find((a) => a.user.userId === challenge.userId);
    if (!account || account.emailedCode !== code) return { kind: 'refused', serverError: account?.wrongCodeError ?? null };
    return { kind: 'granted', granted: this.grant(account) };
  }

  async validServices(accessToken: string): Promise<Service[]> {
    this.ensureReachable();
    const user = this.accountForToken(accessToken)?.user;
    return user ? validServicesFor((user.rolesFeatures?.features ?? []).map((f) => f.featureName), isProviderRole(user.role)) : [];
  }

  async logout(accessToken: string): Promise<void> {
    this.ensureReachable();
    this.liveTokens.delete(accessToken);
    this.loggedOut.push(accessToken);
  }

  private grant(account: Account): Granted {
    const accessToken = `token-${account.user.userName}-${this.liveTokens.size + this.loggedOut.length + 1}`;
    this.liveTokens.add(accessToken);
    return { accessToken, userFeatureHash: `hash-${account.user.userId}`, user: account.user, hosp: { hospName: account.user.entityName, address: 'Pune' } };
  }

  accountForToken(accessToken: string): Account | undefined {
    return [...this.accounts.values()].find((a) => accessToken.startsWith(`token-${a.user.userName}-`));
  }

  private ensureReachable(): void {
    if (!this.reachable) throw new TypeError('fetch failed');
  }
}

/** The domain profile's provider service: everything in memory, one per scenario. */
export class InMemoryProviderService implements ProviderService, InMemoryOnly {
  private readonly memory = new InMemoryAuth();
  readonly auth: AuthPort = this.memory;
  /** Reset links: sent to a known person's masked address, refused as unknown otherwise. */
  readonly password: PasswordPort = {
    sendResetLink: async (userName) => {
      const account = this.memory.accounts.get(userName);
      return account ? { kind: 'sent', emailId: maskEmail(account.user.userEmail) } : { kind: 'noUser' };
    },
    sendOwnResetLink: async (userName) => this.password.sendResetLink(userName),
    resetWithToken: async () => true,
  };

  async add(account: AccountSpec): Promise<void> {
    this.memory.accounts.set(account.userName, {
      user: userDetails(account.firstName, account.role, account.userName, account.features),
      password: account.password,
      wrongCodeError: 'Invalid_OTP',
      noAccess: false,
    });
  }

  async asksForCode(userName: string): Promise<void> {
    this.memory.account(userName).emailedCode = EMAILED_CODE;
  }

  async emailedCode(userName: string): Promise<string> {
    const code = this.memory.account(userName).emailedCode;
    if (code === undefined) throw new Error(`no code was e-mailed to ${userName}`);
    return code;
  }

  becomeUnreachable(): void {
    this.memory.reachable = false;
  }

  async expireSessionsOf(userName: string): Promise<void> {
    for (const token of this.memory.liveTokens) if (token.startsWith(`token-${userName}-`)) this.memory.liveTokens.delete(token);
  }

  async callWithStoredToken(store: SessionStorePort): Promise<void> {
    const token = store.load()?.accessToken;
    // What any protected call answers for a dead token (spec 1 §4 step 5).
    const answer = token && this.memory.liveTokens.has(token) ? 'ok' : SessionMessage.invalidAccessToken;
    if (token && answer === SessionMessage.invalidAccessToken) endExpiredSession(store);
  }

  async wasToldOfSignOut(userName: string): Promise<boolean> {
    return this.memory.loggedOut.some((token) => token.startsWith(`token-${userName}-`));
  }

  giveNoReasonForWrongCodes(userName: string): void {
    this.memory.account(userName).wrongCodeError = null;
  }

  refuseWithoutReason(userName: string): void {
    this.memory.account(userName).noAccess = true;
  }
}
