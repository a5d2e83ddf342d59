import type {
  AuthenticateOutcome,
  AuthPort,
  CodeChallenge,
  Credentials,
  Granted,
  VerifyOutcome,
} from '../../../core/session/auth.port.ts';
import type { Service } from '../../../core/session/services.ts';
import type { UserDetails } from '../../../core/session/user.ts';
import { maskEmail } from '../../../core/privacy/masks.ts';
import { SessionMessage } from '../../../core/session/messages.ts';

/** One account the in-memory provider service knows. */
export interface Account {
  user: UserDetails;
  password: string;
  services: Service[];
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
export class InMemoryAuth implements AuthPort {
  private readonly accounts = new Map<string, Account>();
  private readonly liveTokens = new Set<string>();
  reachable = true;
  readonly loggedOut: string[] = [];

  add(account: Account): void {
    this.accounts.set(account.user.userName, account);
  }

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
    if (!account || account.password !== credentials.password) {
      return { kind: 'refused', serverMessage: 'Invalid_Username_or_Password' };
    }
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
    return this.accountForToken(accessToken)?.services ?? [];
  }

  async logout(accessToken: string): Promise<void> {
    this.ensureReachable();
    this.liveTokens.delete(accessToken);
    this.loggedOut.push(accessToken);
  }

  /** The server forgets every token of a user, as when their session times out. */
  expireTokensOf(userName: string): void {
    for (const token of this.liveTokens) if (token.startsWith(`token-${userName}-`)) this.liveTokens.delete(token);
  }

  /** What any protected call answers for a token: nothing wrong, or 'Invalid Access Token'. */
  answerFor(accessToken: string): 'ok' | typeof SessionMessage.invalidAccessToken {
    return this.liveTokens.has(accessToken) ? 'ok' : SessionMessage.invalidAccessToken;
  }

  private grant(account: Account): Granted {
    const accessToken = `token-${account.user.userName}-${this.liveTokens.size + this.loggedOut.length + 1}`;
    this.liveTokens.add(accessToken);
    return {
      accessToken,
      userFeatureHash: `hash-${account.user.userId}`,
      user: account.user,
      hosp: { hospName: account.user.entityName, address: 'Pune' },
    };
  }

  private accountForToken(accessToken: string): Account | undefined {
    return [...this.accounts.values()].find((a) => accessToken.startsWith(`token-${a.user.userName}-`));
  }

  private ensureReachable(): void {
    if (!this.reachable) throw new TypeError('fetch failed');
  }
}
