import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingRedirect } from '../routes/landing/landing-redirect.tsx';
import { SCREENS } from '../../core/session/screens.ts';
import { guardedScreenChunk, loadSignedIn } from './signed-in-chunks.ts';

// Every screen is its own chunk, so /login loads only the login page (no shell, no drawer, no lists).
const LoginPage = lazy(() => import('../routes/login/login.page.tsx'));
const ForgotPasswordPage = lazy(() => import('../routes/password/forgot-password.page.tsx'));
const ResetPasswordPage = lazy(() => import('../routes/password/reset-password.page.tsx'));
// The layout asks for the guarded screen and the layout's classes beside its own (signed-in-chunks.ts).
const ProtectedLayout = lazy(loadSignedIn);
const GuardedScreen = lazy(guardedScreenChunk);
const NotFoundPage = lazy(() => import('../routes/not-found/not-found.page.tsx'));

const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** The route tree: open pages, '/', the guarded screens inside the shell, and not-found for the rest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={page(<LoginPage />)} />
      <Route path="/login/:token/:id" element={page(<LoginPage />)} />
      {/* Paths match regardless of case, so /forgotPassword (spec 1) and /ForgotPassword (spec 3) are one route. */}
      <Route path="/ForgotPassword" element={page(<ForgotPasswordPage />)} />
      <Route path="/ResetPassword" element={page(<ResetPasswordPage />)} />
      <Route path="/" element={<LandingRedirect />} />
      <Route element={page(<ProtectedLayout />)}>
        {SCREENS.map((screen) => (
          <Route key={screen.path} path={screen.path} element={page(<GuardedScreen screen={screen} />)} />
        ))}
      </Route>
      <Route path="*" element={page(<NotFoundPage />)} />
    </Routes>
  );
}
