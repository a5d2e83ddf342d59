import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useRootViewModel } from '../../di/session-root-context.tsx';
import { LoginView } from './login.view.tsx';

interface FromState {
  from?: { pathname?: string; search?: string };
}

/** Route entry for /login and /login/:token/:id (the hand-over from the older portal). */
export default function LoginPage() {
  const vm = useRootViewModel((root) => root.loginViewModel());
  const { token, id } = useParams();
  const location = useLocation();
  useEffect(() => {
    const from = (location.state as FromState | null)?.from;
    vm.start({
      handOver: token && id ? { token, providerId: id } : undefined,
      from: from?.pathname ? `${from.pathname}${from.search ?? ''}` : undefined,
    });
  }, [vm, token, id, location.state]);
  return <LoginView vm={vm} />;
}
