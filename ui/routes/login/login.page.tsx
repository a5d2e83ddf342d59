import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { LoginViewModel } from './login.view-model.ts';
import { LoginView } from './login.view.tsx';

interface FromState {
  from?: { pathname?: string; search?: string };
}

/** Route entry for /login and /login/:token/:id (the hand-over from the older portal). */
export default function LoginPage() {
  return <WithViewModel id={SessionTokens.loginViewModel}>{(vm: LoginViewModel) => <LoginScreen vm={vm} />}</WithViewModel>;
}

function LoginScreen({ vm }: { vm: LoginViewModel }) {
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
