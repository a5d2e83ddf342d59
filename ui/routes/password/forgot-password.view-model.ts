import { makeAutoObservable, runInAction } from 'mobx';
import { forgotPasswordError } from '../../../core/session/password.ts';
import type { PasswordPort } from '../../../core/session/password.port.ts';
import { forgotPasswordNotice } from '../../../core/session/reset-link.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';

/** /ForgotPassword: a username, then a reset link by e-mail and back to /login (spec 3 §2.8). */
export class ForgotPasswordViewModel {
  userName = '';
  attempted = false;
  isSubmitting = false;

  constructor(
    private readonly password: PasswordPort,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<this, 'password' | 'toaster' | 'navigator'>(this, { password: false, toaster: false, navigator: false }, { autoBind: true });
  }

  /** 'Please enter your username…' once the user tried to submit an empty name. */
  get userNameError(): string | null {
    return this.attempted ? (forgotPasswordError(this.userName) ?? null) : null;
  }

  get canSubmit(): boolean {
    return !this.isSubmitting;
  }

  setUserName(value: string): void {
    this.userName = value;
  }

  async submit(): Promise<void> {
    this.attempted = true;
    if (forgotPasswordError(this.userName) || this.isSubmitting) return;
    this.isSubmitting = true;
    const notice = forgotPasswordNotice(await this.password.sendResetLink(this.userName.trim()));
    runInAction(() => {
      this.isSubmitting = false;
      if (notice.ok) {
        this.toaster.success(notice.message);
        this.navigator.go('/login');
      } else this.toaster.error(notice.message);
    });
  }
}
