import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useViewModel } from '../../di/container-context.tsx';
import { ViewModelTokens } from '../../di/view-model.di-tokens.ts';
import { LoginView } from './login.view.tsx';
import type { LoginViewModel } from './login.view-model.ts';

interface FromState {
  from?: { pathname?: string; search?: string };
}

/** Route entry for /login and /login/:token/:id (the hand-over from the older portal). */
export default function LoginPage() {
  const vm = useViewModel<LoginViewModel>(ViewModelTokens.login);
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
