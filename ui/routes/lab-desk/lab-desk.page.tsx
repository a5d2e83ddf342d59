import { use, useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { LabTab } from '../../../core/appointments/tabs.ts';
import { LAB_TABS, LabTab as Tab } from '../../../core/appointments/tabs.ts';
import { useInjection, useViewModel } from '../../di/container-context.tsx';
import { LabDeskTokens } from '../../di/lab-desk.di-tokens.ts';
import type { BindingsLoader } from '../../di/lazy-bindings.ts';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { LabDeskView } from './lab-desk.view.tsx';
import { searchFromLocation } from './search-from-location.ts';

/** Route entry of the ten lab tabs (a lazy chunk): a fresh view-model per tab, fed the top-bar search. */
export default function LabDeskPage({ tab }: { tab: LabTab }) {
  // The desk's bindings arrive with their own chunk; suspend until they are in the container.
  use(useInjection<BindingsLoader>(LabDeskTokens.bindings)());
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
    if (tab === Tab.ALL_APPOINTMENTS) vm.setSearch(search);
  }, [vm, tab, search]);

  return <LabDeskView vm={vm} clearSearchPath={`/${role}${LAB_TABS.ALL_APPOINTMENTS.route}`} />;
}
