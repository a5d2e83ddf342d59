import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../components/form/text-input.tsx';
import { CentredCard } from '../../components/layout/centred-card.tsx';
import { useRootViewModel } from '../../di/session-root-context.tsx';

/** Route entry for /ForgotPassword (and /forgotPassword: routes match regardless of case). */
const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const vm = useRootViewModel((root) => root.forgotPasswordViewModel());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <CentredCard title="Forgot password">
      <Typography>Enter your username and we will e-mail you a link to set a new password.</Typography>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
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
        <Button type="submit" variant="contained" size="large" disabled={!vm.canSubmit}>
          {vm.isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <Link component={RouterLink} to="/login">
        Back to login
      </Link>
    </CentredCard>
  );
});
export default ForgotPasswordPage;
