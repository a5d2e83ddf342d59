import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { PASSWORD_SPECIALS } from '../../../core/session/password.ts';
import { TextInput } from '../../components/form/text-input.tsx';
import { PasswordFormCard } from './password-form-card.tsx';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { ResetPasswordViewModel } from './reset-password.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { passwordText } from './password.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import './password.core-text.ts';

/** Route entry for /ResetPassword?resettoken=… */
export default function ResetPasswordPage() {
  return <WithViewModel id={SessionTokens.resetPasswordViewModel}>{(vm: ResetPasswordViewModel) => <ResetPasswordForm vm={vm} />}</WithViewModel>;
}

const ResetPasswordForm = observer(function ResetPasswordForm({ vm }: { vm: ResetPasswordViewModel }) {
  const [params] = useSearchParams();
  const token = params.get('resettoken') ?? '';
  const t = useText(passwordText);
  const core = useCoreText();
  useEffect(() => vm.setResetToken(token), [vm, token]);
  return (
    <PasswordFormCard
      title={t('resetTitle')}
      intro={t('resetIntro', { specials: PASSWORD_SPECIALS })}
      submitLabel={t('resetPassword')}
      busyLabel={t('saving')}
      isSubmitting={vm.isSubmitting}
      canSubmit={vm.canSubmit}
      onSubmit={() => void vm.submit()}
    >
      <TextInput
        label={t('newPassword')}
        type="password"
        value={vm.newPassword}
        onChange={vm.setNewPassword}
        autoComplete="new-password"
        autoFocus
        required
        error={vm.newPasswordError !== null}
        helperText={vm.newPasswordError === null ? null : core(vm.newPasswordError)}
      />
      <TextInput
        label={t('confirmPassword')}
        type="password"
        value={vm.confirmPassword}
        onChange={vm.setConfirmPassword}
        autoComplete="new-password"
        required
        error={vm.confirmError !== null}
        helperText={vm.confirmError === null ? null : core(vm.confirmError)}
      />
    </PasswordFormCard>
  );
});
