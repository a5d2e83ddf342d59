import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { roleResolution } from '../../../core/session/role-resolution.ts';
import { useInjection } from '../../di/container-context.tsx';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import type { CurrentSession } from '../../session/current-session.ts';

const reloadPage = () => globalThis.location.reload();

/**
 * The role-resolving screen (spec 2 §2.6): it renders nothing. With a role name already stored it
 * goes back; otherwise it stores the role name resolved from the user's role id or role features
 * and reloads, so every route takes the new prefix. A user with no known role signs in again.
 */
export function RoleResolverView({ reload = reloadPage }: { reload?: () => void }) {
  const current = useInjection<CurrentSession>(SessionTokens.currentSession);
  const navigate = useNavigate();
  useEffect(() => {
    const next = roleResolution(current.storedRoleName(), current.session?.user);
    if (next.kind === 'back') navigate(-1);
    else if (next.kind === 'signIn') navigate('/login', { replace: true });
    else {
      current.update((s) => ({ ...s, user: { ...s.user, role: next.role } }));
      reload();
    }
  }, [current, navigate, reload]);
  return null;
}
