import { observer } from 'mobx-react-lite';
import { TextInput } from '../../components/form/text-input.tsx';
import { PasswordFormCard } from './password-form-card.tsx';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { ForgotPasswordViewModel } from './forgot-password.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { passwordText } from './password.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import './password.core-text.ts';

/** Route entry for /ForgotPassword (and /forgotPassword: routes match regardless of case). */
export default function ForgotPasswordPage() {
  return <WithViewModel id={SessionTokens.forgotPasswordViewModel}>{(vm: ForgotPasswordViewModel) => <ForgotPasswordForm vm={vm} />}</WithViewModel>;
}

const ForgotPasswordForm = observer(function ForgotPasswordForm({ vm }: { vm: ForgotPasswordViewModel }) {
  const t = useText(passwordText);
  const core = useCoreText();
  return (
    <PasswordFormCard
      title={t('forgotTitle')}
      intro={t('forgotIntro')}
      submitLabel={t('sendLink')}
      busyLabel={t('sending')}
      isSubmitting={vm.isSubmitting}
      canSubmit={vm.canSubmit}
      onSubmit={() => void vm.submit()}
    >
      <TextInput
        label={t('userName')}
        value={vm.userName}
        onChange={vm.setUserName}
        autoComplete="username"
        autoFocus
        required
        error={vm.userNameError !== null}
        helperText={vm.userNameError === null ? null : core(vm.userNameError)}
      />
    </PasswordFormCard>
  );
});
