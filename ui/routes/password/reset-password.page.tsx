import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { PASSWORD_SPECIALS } from '../../../core/session/password.ts';
import { TextInput } from '../../components/form/text-input.tsx';
import { PasswordFormCard } from './password-form-card.tsx';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { ResetPasswordViewModel } from './reset-password.view-model.ts';

/** Route entry for /ResetPassword?resettoken=… */
export default function ResetPasswordPage() {
  return <WithViewModel id={SessionTokens.resetPasswordViewModel}>{(vm: ResetPasswordViewModel) => <ResetPasswordForm vm={vm} />}</WithViewModel>;
}

const ResetPasswordForm = observer(function ResetPasswordForm({ vm }: { vm: ResetPasswordViewModel }) {
  const [params] = useSearchParams();
  const token = params.get('resettoken') ?? '';
  useEffect(() => vm.setResetToken(token), [vm, token]);
  return (
    <PasswordFormCard
      title="Set a new password"
      intro={`Use at least 8 characters with a lowercase and an uppercase letter, a number and one of ${PASSWORD_SPECIALS}`}
      submitLabel="Reset password"
      busyLabel="Saving..."
      isSubmitting={vm.isSubmitting}
      canSubmit={vm.canSubmit}
      onSubmit={() => void vm.submit()}
    >
      <TextInput
        label="New password"
        type="password"
        value={vm.newPassword}
        onChange={vm.setNewPassword}
        autoComplete="new-password"
        autoFocus
        required
        error={vm.newPasswordError !== null}
        helperText={vm.newPasswordError}
      />
      <TextInput
        label="Confirm password"
        type="password"
        value={vm.confirmPassword}
        onChange={vm.setConfirmPassword}
        autoComplete="new-password"
        required
        error={vm.confirmError !== null}
        helperText={vm.confirmError}
      />
    </PasswordFormCard>
  );
});
