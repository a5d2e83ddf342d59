import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { GuardOutcome } from '../../../core/session/guards.ts';
import { useInjection } from '../../di/container-context.tsx';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { NotFoundView } from '../not-found/not-found.view.tsx';
import type { ScreenSpec } from '../../../core/session/screens.ts';
import { NotAuthorisedView } from './not-authorised.view.tsx';
import { screenAccess } from '../../../core/session/screen-access.ts';

/**
 * A screen behind core's guard: /login (with the origin location) when signed out, the
 * not-authorised page for another role's prefix or a missing feature, the screen otherwise.
 */
export const ProtectedRoute = observer(function ProtectedRoute({ screen, children }: { screen: ScreenSpec; children: ReactNode }) {
  const current = useInjection<CurrentSession>(SessionTokens.currentSession);
  const { role } = useParams();
  const location = useLocation();
  const access = screenAccess(current.session, screen, role);
  if (access === GuardOutcome.login) return <Navigate to="/login" replace state={{ from: location }} />;
  if (access === 'notFound') return <NotFoundView />;
  if (access === GuardOutcome.notAuthorised) return <NotAuthorisedView />;
  return <>{children}</>;
});
