import { lazy, Suspense, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/icons/logo-mark.tsx';
import { VisibilityIcon } from '../../components/icons/visibility-icon.tsx';
import { VisibilityOffIcon } from '../../components/icons/visibility-off-icon.tsx';
import { LoginCarousel } from './login-carousel.tsx';
import { LoginField } from './login-field.tsx';
import type { LoginViewModel } from './login.view-model.ts';
import styles from './login.module.css';

// Most sign-ins need the code step, but a fresh /login does not: the dialog (MUI) loads on first submit.
const loadCodeDialog = () => import('./code-dialog.tsx');
const CodeDialog = lazy(loadCodeDialog);
// The signed-in screens' layout (MUI, the container) is fetched while the server checks the
// credentials and the user types the code, so the first screen after sign-in opens at once.
const preloadSignedIn = () => import('../guard/protected-layout.tsx');

/**
 * The login screen: the carousel beside the credentials form, and the code dialog over both. Plain
 * elements and a CSS module, no MUI: this is the page every visit starts on (issue 2, 150 KB budget).
 */
export const LoginView = observer(function LoginView({ vm }: { vm: LoginViewModel }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void loadCodeDialog();
    void preloadSignedIn();
    void vm.submitCredentials();
  };
  return (
    <div className={styles.page}>
      <div className={styles.aside}>
        <LoginCarousel />
      </div>
      <main className={styles.main}>
        <form onSubmit={submit} noValidate className={styles.form}>
          <div className={styles.brand}>
            <LogoMark size="2.25rem" />
            <span>Provider Portal</span>
          </div>
          <h1 className={styles.title}>Sign in</h1>
          {vm.expiredNotice ? (
            <div role="alert" className={styles.notice}>
              {vm.expiredNotice}
            </div>
          ) : null}
          <LoginField
            label="Username"
            value={vm.userName}
            onChange={vm.setUserName}
            autoComplete="username"
            autoFocus
            required
            inputProps={{ 'data-email-like': vm.userNameLooksLikeEmail }}
          />
          <LoginField
            label="Password"
            type={vm.passwordVisible ? 'text' : 'password'}
            value={vm.password}
            onChange={vm.setPassword}
            autoComplete="current-password"
            required
            button={
              <button
                type="button"
                onClick={vm.togglePasswordVisible}
                aria-label={vm.passwordVisible ? 'Hide password' : 'Show password'}
                className={styles.iconButton}
              >
                {vm.passwordVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </button>
            }
          />
          <button type="submit" className={styles.submit} disabled={!vm.canSubmit}>
            {vm.isSubmitting ? 'Signing in...' : 'Login'}
          </button>
          <Link to="/ForgotPassword" className={styles.link}>
            Forgot password?
          </Link>
        </form>
      </main>
      {vm.isCodeDialogOpen ? (
        <Suspense fallback={null}>
          <CodeDialog vm={vm} />
        </Suspense>
      ) : null}
    </div>
  );
});
