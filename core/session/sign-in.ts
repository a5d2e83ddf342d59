import type { AuthPort, CodeChallenge, Credentials, Granted } from './auth.port.ts';
import type { SessionStorePort } from './session-store.port.ts';
import type { Session } from './session.ts';
import { CHART_USER_NAMES } from './chart-users.ts';
import { landingPath, type LandingUser } from './landing.ts';
import { otpFailureInline, SessionMessage, signInFailureMessage } from './messages.ts';
import { isCompleteOtp } from './otp.ts';
import { preferredService } from './services.ts';

export type SignInStep =
  | { kind: 'signedIn'; session: Session; landing: string; toast: string }
  | { kind: 'codeNeeded'; challenge: CodeChallenge }
  | { kind: 'refused'; toast: string };

export type CodeStep =
  | { kind: 'signedIn'; session: Session; landing: string; toast: string }
  | { kind: 'wrongCode'; inline: string; toast: string | undefined };

/** Whether the login form may be submitted (spec 1 §5): both fields filled after the username was edited. */
export function canSubmitCredentials(userName: string, password: string, userNameTouched: boolean): boolean {
  return userNameTouched && userName.trim() !== '' && password !== '';
}

/**
 * The sign-in flow of spec 1 §4: credentials, then a code when the server asks for one, then the
 * session is stored, the valid services fetched (LABS preferred) and the landing page chosen.
 */
export class SignIn {
  constructor(
    private readonly auth: AuthPort,
    private readonly store: SessionStorePort,
  ) {}

  async submitCredentials(credentials: Credentials): Promise<SignInStep> {
    let outcome;
    try {
      outcome = await this.auth.authenticate(credentials);
    } catch {
      return { kind: 'refused', toast: SessionMessage.unableToLogin };
    }
    if (outcome.kind === 'codeNeeded') return outcome;
    if (outcome.kind === 'refused') return { kind: 'refused', toast: signInFailureMessage(outcome.serverMessage) };
    try {
      return await this.establish(outcome.granted);
    } catch {
      return { kind: 'refused', toast: SessionMessage.unableToLogin };
    }
  }

  async submitCode(challenge: CodeChallenge, code: string): Promise<CodeStep> {
    if (!isCompleteOtp(code)) return { kind: 'wrongCode', inline: SessionMessage.somethingWrongRetry, toast: undefined };
    let outcome;
    try {
      outcome = await this.auth.verifyOtp(challenge, code);
    } catch {
      return { kind: 'wrongCode', inline: SessionMessage.somethingWrongRetry, toast: undefined };
    }
    if (outcome.kind === 'refused') {
      return {
        kind: 'wrongCode',
        inline: otpFailureInline(outcome.serverError),
        toast: outcome.serverError ? SessionMessage.otpFailedToast : undefined,
      };
    }
    try {
      return await this.establish(outcome.granted);
    } catch {
      return { kind: 'wrongCode', inline: SessionMessage.somethingWrongRetry, toast: undefined };
    }
  }

  /** Stores the session only once the valid services are known, so a failure leaves nothing behind. */
  private async establish(granted: Granted): Promise<{ kind: 'signedIn'; session: Session; landing: string; toast: string }> {
    const validServices = await this.auth.validServices(granted.accessToken);
    const session: Session = { ...granted, validServices, serviceSelected: preferredService(validServices) };
    this.store.save(session);
    return {
      kind: 'signedIn',
      session,
      landing: landingPath(landingUser(session), session.serviceSelected, CHART_USER_NAMES),
      toast: SessionMessage.signedIn,
    };
  }
}

/** Any answer saying 'Invalid Access Token' ends the session: clear it and mark it expired (spec 1 §4 step 5). */
export function endExpiredSession(store: SessionStorePort): void {
  store.clear();
  store.markExpired();
}

/** Sign out: tell the server, then forget everything stored, whatever the server said. */
export async function signOut(auth: AuthPort, store: SessionStorePort): Promise<void> {
  const session = store.load();
  try {
    if (session) await auth.logout(session.accessToken);
  } finally {
    store.clear();
  }
}

/** The landing rule's view of a session. */
export function landingUser(session: Session): LandingUser {
  return { roleId: session.user.roleId, roleName: session.user.role, userName: session.user.userName };
}
