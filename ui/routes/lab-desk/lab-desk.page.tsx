import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { LAB_TABS, LabTab } from '../../../core/appointments/tabs.ts';
import { useInjection, useViewModel } from '../../di/container-context.tsx';
import { LabDeskTokens } from '../../di/lab-desk.di-tokens.ts';
import type { BindingsLoader } from '../../di/lazy-bindings.ts';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { LabDeskView } from './lab-desk.view.tsx';
import { searchFromLocation } from './search-from-location.ts';

/** One tab's screen: a fresh view-model per tab, fed the top-bar search. */
function LabDeskScreen({ tab }: { tab: LabTab }) {
  const vm = useViewModel<LabDeskViewModel>(LabDeskTokens.viewModel);
  const location = useLocation();
  const { role } = useParams();
  const search = useMemo(() => searchFromLocation(location), [location]);

  useEffect(() => {
    vm.start(tab, search);
    return () => vm.stop();
    // The search is followed by the effect below; start runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vm, tab]);

  useEffect(() => {
    if (tab === LabTab.ALL_APPOINTMENTS) vm.setSearch(search);
  }, [vm, tab, search]);

  return <LabDeskView vm={vm} clearSearchPath={`/${role}${LAB_TABS.ALL_APPOINTMENTS.route}`} />;
}

/**
 * Route entry of the ten lab tabs (a lazy chunk). The desk's bindings arrive in a chunk of their
 * own; the screen shows once they are in the container.
 */
export default function LabDeskPage({ tab }: { tab: LabTab }) {
  const load = useInjection<BindingsLoader>(LabDeskTokens.bindings);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    load().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (state === 'failed') return <Typography role="alert">Something went wrong. Please try again later</Typography>;
  return state === 'ready' ? <LabDeskScreen tab={tab} /> : null;
}
