import { useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LAB_TABS, LabTab } from '../../../core/appointments/tabs.ts';
import { LabDeskTokens } from '../../di/lab-desk.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { LabDeskView } from './lab-desk.view.tsx';
import { searchFromLocation } from './search-from-location.ts';

/** One tab's screen: a fresh view-model per tab, fed the top-bar search. */
function LabDeskScreen({ vm, tab }: { vm: LabDeskViewModel; tab: LabTab }) {
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

/** Route entry of the ten lab tabs (a lazy chunk), with the desk's view-model for this tab. */
export default function LabDeskPage({ tab }: { tab: LabTab }) {
  return <WithViewModel id={LabDeskTokens.viewModel}>{(vm: LabDeskViewModel) => <LabDeskScreen vm={vm} tab={tab} />}</WithViewModel>;
}
