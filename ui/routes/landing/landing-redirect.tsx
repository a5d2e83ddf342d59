import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { CHART_USER_NAMES } from '../../../core/session/chart-users.ts';
import { landingPath } from '../../../core/session/landing.ts';
import { landingUser } from '../../../core/session/sign-in.ts';
import { useSessionRoot } from '../../di/session-root-context.tsx';

/** '/': the same landing rule as after sign-in (spec 3 §2.1); without a session the guard then sends the user to /login. */
export const LandingRedirect = observer(function LandingRedirect() {
  const current = useSessionRoot().currentSession;
  const s = current.session;
  return <Navigate to={landingPath(s ? landingUser(s) : undefined, s?.serviceSelected, CHART_USER_NAMES)} replace />;
});
