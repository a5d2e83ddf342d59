import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { guardRoute, GuardOutcome } from '../../../core/session/guards.ts';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { guardSessionOf } from '../../../core/session/screen-access.ts';
import type { SessionGateViewModel } from './session-gate.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { guardText } from './guard.text.ts';

/** Sends a user without a session to /login (carrying where they were going) and loads missing roles and features. */
export function SessionGate({ children }: { children: ReactNode }) {
  return <WithViewModel id={SessionTokens.sessionGateViewModel}>{(vm: SessionGateViewModel) => <Gate vm={vm}>{children}</Gate>}</WithViewModel>;
}

const Gate = observer(function Gate({ vm, children }: { vm: SessionGateViewModel; children: ReactNode }) {
  const location = useLocation();
  const needsLoad = vm.needsRolesFeatures;
  const t = useText(guardText);
  useEffect(() => {
    if (needsLoad) void vm.ensureRolesFeatures();
  }, [vm, needsLoad]);

  if (guardRoute(guardSessionOf(vm.current.session), {}) === GuardOutcome.login) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (needsLoad) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loadingAccess')} />
      </Box>
    );
  }
  return <>{children}</>;
});
