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
import { useText } from '../../i18n/define-text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { LanguageSelect } from './language-select.tsx';
import { loginText } from './login.text.ts';

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
  const t = useText(loginText);
  const core = useCoreText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void loadCodeDialog();
    void preloadSignedIn();
    void vm.submitCredentials();
  };
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <form onSubmit={submit} noValidate className={styles.form}>
          <div className={styles.brand}>
            <LogoMark size="2.25rem" />
            <span>{t('brand')}</span>
          </div>
          <h1 className={styles.title}>{t('title')}</h1>
          {vm.expiredNotice ? (
            <div role="alert" className={styles.notice}>
              {core(vm.expiredNotice)}
            </div>
          ) : null}
          <LoginField
            label={t('userName')}
            value={vm.userName}
            onChange={vm.setUserName}
            autoComplete="username"
            autoFocus
            required
            inputProps={{ 'data-email-like': vm.userNameLooksLikeEmail }}
          />
          <LoginField
            label={t('password')}
            type={vm.passwordVisible ? 'text' : 'password'}
            value={vm.password}
            onChange={vm.setPassword}
            autoComplete="current-password"
            required
            button={
              <button
                type="button"
                onClick={vm.togglePasswordVisible}
                aria-label={t(vm.passwordVisible ? 'hidePassword' : 'showPassword')}
                className={styles.iconButton}
              >
                {vm.passwordVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </button>
            }
          />
          <button type="submit" className={styles.submit} disabled={!vm.canSubmit}>
            {t(vm.isSubmitting ? 'signingIn' : 'login')}
          </button>
          <Link to="/ForgotPassword" className={styles.link}>
            {t('forgotPassword')}
          </Link>
          <LanguageSelect language={vm.language} label={t('language')} />
        </form>
      </main>
      {/*
        After the form in the document, though drawn on its left (the grid places it): Tab from the
        language select, the form's last control, goes on to the carousel's buttons instead of
        leaving the page with focus on its body (issue 32), and the form is the first thing read.
      */}
      <div className={styles.aside}>
        <LoginCarousel />
      </div>
      {vm.isCodeDialogOpen ? (
        <Suspense fallback={null}>
          <CodeDialog vm={vm} />
        </Suspense>
      ) : null}
    </div>
  );
});
