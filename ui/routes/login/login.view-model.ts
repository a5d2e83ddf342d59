import { makeAutoObservable, runInAction } from 'mobx';
import type { CodeChallenge, Credentials } from '../../../core/session/auth.port.ts';
import { SessionMessage } from '../../../core/session/messages.ts';
import { canVerifyOtp, OTP_LENGTH } from '../../../core/session/otp.ts';
import type { SessionStorePort } from '../../../core/session/session-store.port.ts';
import { canSubmitCredentials, type CodeStep, type SignIn, type SignInStep } from '../../../core/session/sign-in.ts';
import { isEmailLike } from '../../../core/shared/validation.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { LanguageSwitch } from '../../session/language-switch.ts';
import type { Session } from '../../../core/session/session.ts';
import { translate } from '../../i18n/define-text.ts';
import { loginText } from './login.text.ts';

/** How the login page was opened: plainly, or handing over a session from the older portal. */
export interface LoginStart {
  handOver?: { token: string; providerId: string };
  /** Where the user was going when a guard sent them here. */
  from?: string;
}

/**
 * What sign-in loads ahead so the landing list's code and data arrive together (issue 32): the
 * signed-in chunks when Verify is pressed, the landing screen and its first list call when sign-in
 * answers. Nothing before that, so the login page's own bundle stays as it is.
 */
export interface SignInPrefetch {
  verifying(): void;
  landing(path: string): void;
}

const NO_PREFETCH: SignInPrefetch = { verifying: () => undefined, landing: () => undefined };

const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** The login screen: credentials, then the five-box code dialog when the server asks for one. */
export class LoginViewModel {
  userName = '';
  password = '';
  userNameTouched = false;
  passwordVisible = false;
  isSubmitting = false;
  /** Set while the code dialog is open. */
  challenge: CodeChallenge | null = null;
  codeDigits: string[] = emptyCode();
  codeError: string | null = null;
  isVerifying = false;
  /** 'Session is expired, Login again to continue' after an expired session sent the user here. */
  expiredNotice: string | null = null;
  private from: string | undefined = undefined;
  private started = false;

  constructor(
    private readonly signIn: SignIn,
    private readonly store: SessionStorePort,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
    /** The switch on the login page; sign-in applies the user's language through it. */
    readonly language: LanguageSwitch,
    private readonly prefetch: SignInPrefetch = NO_PREFETCH,
  ) {
    makeAutoObservable<this, 'signIn' | 'store' | 'toaster' | 'navigator' | 'from' | 'started' | 'prefetch'>(
      this,
      { signIn: false, store: false, toaster: false, navigator: false, from: false, started: false, language: false, prefetch: false },
      { autoBind: true },
    );
  }

  get canSubmit(): boolean {
    return canSubmitCredentials(this.userName, this.password, this.userNameTouched) && !this.isSubmitting;
  }

  /** The e-mail-like check of spec 1 §5: kept as state, never blocking. */
  get userNameLooksLikeEmail(): boolean {
    return isEmailLike(this.userName);
  }

  get isCodeDialogOpen(): boolean {
    return this.challenge !== null;
  }

  get code(): string {
    return this.codeDigits.join('');
  }

  get canVerify(): boolean {
    return canVerifyOtp(this.code, this.codeError !== null, this.isVerifying);
  }

  get verifyLabel(): string {
    return translate(loginText, this.isVerifying ? 'verifying' : 'verify');
  }

  get codeSentTo(): string {
    return this.challenge?.sentTo ?? '';
  }

  /** Runs once per mount: reads the expired mark and starts a hand-over when the URL carries one. */
  start(options: LoginStart = {}): void {
    if (this.started) return;
    this.started = true;
    this.from = options.from && !options.from.toLowerCase().startsWith('/login') ? options.from : undefined;
    if (this.store.takeExpired()) this.expiredNotice = SessionMessage.sessionExpired;
    if (options.handOver) {
      this.store.clear();
      void this.submit({ handOverToken: options.handOver.token, providerId: Number(options.handOver.providerId) });
    }
  }

  setUserName(value: string): void {
    this.userName = value;
    this.userNameTouched = true;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  togglePasswordVisible(): void {
    this.passwordVisible = !this.passwordVisible;
  }

  async submitCredentials(): Promise<void> {
    if (!this.canSubmit) return;
    await this.submit({ userName: this.userName.trim(), password: this.password });
  }

  /** Any edit of the code clears the wrong-code state (spec 1 §4 step 4). */
  setCodeDigits(digits: string[]): void {
    this.codeDigits = digits.slice(0, OTP_LENGTH);
    this.codeError = null;
  }

  closeCodeDialog(): void {
    this.challenge = null;
    this.codeDigits = emptyCode();
    this.codeError = null;
  }

  async verifyCode(): Promise<void> {
    const challenge = this.challenge;
    if (!challenge || !this.canVerify) return;
    this.isVerifying = true;
    this.prefetch.verifying();
    let step: CodeStep;
    try {
      step = await this.signIn.submitCode(challenge, this.code);
    } catch {
      step = { kind: 'wrongCode', inline: SessionMessage.somethingWrongRetry, toast: undefined };
    }
    runInAction(() => {
      this.isVerifying = false;
      if (step.kind === 'signedIn') {
        this.challenge = null;
        this.enter(step.toast, step.landing, step.session);
        return;
      }
      this.codeError = step.inline;
      if (step.toast) this.toaster.error(step.toast);
    });
  }

  private async submit(credentials: Credentials): Promise<void> {
    this.isSubmitting = true;
    let step: SignInStep;
    try {
      step = await this.signIn.submitCredentials(credentials);
    } catch {
      step = { kind: 'refused', toast: SessionMessage.unableToLogin };
    }
    runInAction(() => {
      this.isSubmitting = false;
      if (step.kind === 'signedIn') this.enter(step.toast, step.landing, step.session);
      else if (step.kind === 'codeNeeded') {
        this.challenge = step.challenge;
        this.codeDigits = emptyCode();
        this.codeError = null;
      } else this.toaster.error(step.toast);
    });
  }

  private enter(toast: string, landing: string, session: Session): void {
    this.language.signedIn(session.user.language);
    this.toaster.success(toast);
    this.prefetch.landing(this.from ?? landing);
    this.navigator.go(this.from ?? landing, { replace: true });
  }
}
