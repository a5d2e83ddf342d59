import { lazy, Suspense, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../components/form/text-input.tsx';
import { LogoMark } from '../../components/icons/logo-mark.tsx';
import { VisibilityIcon } from '../../components/icons/visibility-icon.tsx';
import { VisibilityOffIcon } from '../../components/icons/visibility-off-icon.tsx';
import { ON_MOBILE } from '../../app/theme.ts';
import { LoginCarousel } from './login-carousel.tsx';
import type { LoginViewModel } from './login.view-model.ts';

// Most sign-ins need the code step, but a fresh /login does not: the dialog loads on first submit.
const loadCodeDialog = () => import('./code-dialog.tsx');
const CodeDialog = lazy(loadCodeDialog);

/** The login screen: the carousel beside the credentials form, and the code dialog over both. */
export const LoginView = observer(function LoginView({ vm }: { vm: LoginViewModel }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void loadCodeDialog();
    void vm.submitCredentials();
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: '3fr 2fr', [ON_MOBILE]: { gridTemplateColumns: '1fr' } }}>
      <Box sx={{ background: 'linear-gradient(135deg, #004d40 0%, #00695c 55%, #00897b 100%)', [ON_MOBILE]: { minHeight: 280 } }}>
        <LoginCarousel />
      </Box>
      <Box component="main" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 3, md: 6 } }}>
        <Box component="form" onSubmit={submit} noValidate sx={{ width: '100%', maxWidth: 400, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
            <LogoMark size="2.25rem" />
            <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
              Provider Portal
            </Typography>
          </Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            Sign in
          </Typography>
          {vm.expiredNotice ? (
            <Box role="alert" sx={{ p: 1.5, borderRadius: 1, bgcolor: '#fff4e5', color: '#663c00', border: '1px solid #ffb74d' }}>
              {vm.expiredNotice}
            </Box>
          ) : null}
          <TextInput
            label="Username"
            value={vm.userName}
            onChange={vm.setUserName}
            autoComplete="username"
            autoFocus
            required
            inputProps={{ 'data-email-like': vm.userNameLooksLikeEmail }}
          />
          <TextInput
            label="Password"
            type={vm.passwordVisible ? 'text' : 'password'}
            value={vm.password}
            onChange={vm.setPassword}
            autoComplete="current-password"
            required
            endAdornment={
              <InputAdornment position="end">
                <IconButton onClick={vm.togglePasswordVisible} aria-label={vm.passwordVisible ? 'Hide password' : 'Show password'} edge="end">
                  {vm.passwordVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={!vm.canSubmit}>
            {vm.isSubmitting ? 'Signing in...' : 'Login'}
          </Button>
          <Link component={RouterLink} to="/ForgotPassword" sx={{ alignSelf: 'flex-end' }}>
            Forgot password?
          </Link>
        </Box>
      </Box>
      {vm.isCodeDialogOpen ? (
        <Suspense fallback={null}>
          <CodeDialog vm={vm} />
        </Suspense>
      ) : null}
    </Box>
  );
});
