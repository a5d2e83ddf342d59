import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { OFFLINE_TABS, OfflineTab } from '../../../core/consults/offline-tabs.ts';
import { OfflineDeskTokens } from '../../di/offline-desk.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { searchFromLocation } from '../lab-desk/search-from-location.ts';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import { OfflineDeskView } from './offline-desk.view.tsx';

/** One tab's screen: a fresh view-model per tab, fed the top-bar search on All. */
function OfflineDeskScreen({ vm, tab, title }: { vm: OfflineDeskViewModel; tab: OfflineTab; title: string }) {
  const location = useLocation();
  const search = useMemo(() => searchFromLocation(location), [location]);

  useEffect(() => {
    vm.start(tab, search);
    return () => vm.stop();
    // The search is followed by the effect below; start runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vm, tab]);

  useEffect(() => {
    if (tab === OfflineTab.ALL) vm.setSearch(search);
  }, [vm, tab, search]);

  return <OfflineDeskView vm={vm} title={title} clearSearchPath={OFFLINE_TABS[0].route} />;
}

/** Route entry of the five offline-consult tabs (a lazy chunk), with a view-model for the tab. */
export default function OfflineDeskPage({ tab, title }: { tab: OfflineTab; title: string }) {
  return <WithViewModel id={OfflineDeskTokens.viewModel}>{(vm: OfflineDeskViewModel) => <OfflineDeskScreen vm={vm} tab={tab} title={title} />}</WithViewModel>;
}
