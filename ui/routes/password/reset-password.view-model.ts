import { makeAutoObservable, runInAction } from 'mobx';
import { SessionMessage } from '../../../core/session/messages.ts';
import { PasswordMessage, passwordProblems, resetPasswordError } from '../../../core/session/password.ts';
import type { PasswordPort } from '../../../core/session/password.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';

/** /ResetPassword?resettoken=…: a new password and its confirmation (spec 3 §2.8, §5.6). */
export class ResetPasswordViewModel {
  newPassword = '';
  confirmPassword = '';
  newTouched = false;
  confirmTouched = false;
  isSubmitting = false;
  resetToken = '';

  constructor(
    private readonly password: PasswordPort,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<this, 'password' | 'toaster' | 'navigator'>(this, { password: false, toaster: false, navigator: false }, { autoBind: true });
  }

  /** The first rule the new password breaks, once the user has typed in it. */
  get newPasswordError(): string | null {
    return this.newTouched ? (passwordProblems(this.newPassword)[0] ?? null) : null;
  }

  get confirmError(): string | null {
    return this.confirmTouched && this.confirmPassword !== this.newPassword ? PasswordMessage.mismatch : null;
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && resetPasswordError(this.newPassword, this.confirmPassword) === undefined;
  }

  setResetToken(token: string): void {
    this.resetToken = token;
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
    this.newTouched = true;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
    this.confirmTouched = true;
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.isSubmitting = true;
    const ok = await this.password.resetWithToken(this.newPassword, this.confirmPassword, this.resetToken);
    runInAction(() => {
      this.isSubmitting = false;
      if (ok) {
        this.toaster.success(SessionMessage.resetDone);
        this.navigator.go('/login');
      } else this.toaster.error(SessionMessage.resetFailed);
    });
  }
}
