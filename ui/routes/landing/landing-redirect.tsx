import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { CHART_USER_NAMES } from '../../../core/session/chart-users.ts';
import { landingPath } from '../../../core/session/landing.ts';
import { landingUser } from '../../../core/session/sign-in.ts';
import { useInjection } from '../../di/container-context.tsx';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import type { CurrentSession } from '../../session/current-session.ts';

/** '/': the same landing rule as after sign-in (spec 3 §2.1); without a session the guard then sends the user to /login. */
export const LandingRedirect = observer(function LandingRedirect() {
  const current = useInjection<CurrentSession>(SessionTokens.currentSession);
  const s = current.session;
  return <Navigate to={landingPath(s ? landingUser(s) : undefined, s?.serviceSelected, CHART_USER_NAMES)} replace />;
});
