import { observer } from 'mobx-react-lite';
import { TextInput } from '../../components/form/text-input.tsx';
import { PasswordFormCard } from './password-form-card.tsx';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { ForgotPasswordViewModel } from './forgot-password.view-model.ts';

/** Route entry for /ForgotPassword (and /forgotPassword: routes match regardless of case). */
export default function ForgotPasswordPage() {
  return <WithViewModel id={SessionTokens.forgotPasswordViewModel}>{(vm: ForgotPasswordViewModel) => <ForgotPasswordForm vm={vm} />}</WithViewModel>;
}

const ForgotPasswordForm = observer(function ForgotPasswordForm({ vm }: { vm: ForgotPasswordViewModel }) {
  return (
    <PasswordFormCard
      title="Forgot password"
      intro="Enter your username. If it is registered, we will e-mail a link to set a new password to its address."
      submitLabel="Send reset link"
      busyLabel="Sending..."
      isSubmitting={vm.isSubmitting}
      canSubmit={vm.canSubmit}
      onSubmit={() => void vm.submit()}
    >
      <TextInput
        label="Username"
        value={vm.userName}
        onChange={vm.setUserName}
        autoComplete="username"
        autoFocus
        required
        error={vm.userNameError !== null}
        helperText={vm.userNameError}
      />
    </PasswordFormCard>
  );
});
