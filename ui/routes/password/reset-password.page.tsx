import { useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PASSWORD_SPECIALS } from '../../../core/session/password.ts';
import { TextInput } from '../../components/form/text-input.tsx';
import { CentredCard } from '../../components/layout/centred-card.tsx';
import { useRootViewModel } from '../../di/session-root-context.tsx';

/** Route entry for /ResetPassword?resettoken=… */
const ResetPasswordPage = observer(function ResetPasswordPage() {
  const vm = useRootViewModel((root) => root.resetPasswordViewModel());
  const [params] = useSearchParams();
  const token = params.get('resettoken') ?? '';
  useEffect(() => vm.setResetToken(token), [vm, token]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <CentredCard title="Set a new password">
      <Typography>
        Use at least 8 characters with a lowercase and an uppercase letter, a number and one of {PASSWORD_SPECIALS}
      </Typography>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
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
        <Button type="submit" variant="contained" size="large" disabled={!vm.canSubmit}>
          {vm.isSubmitting ? 'Saving...' : 'Reset password'}
        </Button>
      </form>
      <Link component={RouterLink} to="/login">
        Back to login
      </Link>
    </CentredCard>
  );
});
export default ResetPasswordPage;
