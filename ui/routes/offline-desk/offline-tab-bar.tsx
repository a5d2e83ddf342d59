import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { OfflineSubTab } from '../../../core/consults/offline-tabs.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import { offlineText } from './offline-desk.text.ts';
import { PastSlaBadge } from '../../components/sla/past-sla-badge.tsx';

const SCROLL = { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } as const;

/**
 * The five tabs as links with their two-digit counters, and under Confirmed and Document Upload
 * their sub-tabs; both scroll sideways at 390 px, and arrow keys move between tabs.
 */
export const OfflineTabBar = observer(function OfflineTabBar({ vm }: { vm: OfflineDeskViewModel }) {
  const t = useText(offlineText);
  return (
    <>
      <Tabs value={vm.info.tab} aria-label={t('tabsLabel')} {...SCROLL} sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        {vm.tabLinks.map((l) => (
          <Tab key={l.tab} value={l.tab} component={RouterLink} to={l.route} label={<span>{t('tabWithCounter', { label: translateCore(l.label), counter: l.counter })}<PastSlaBadge count={l.pastSla} /></span>} />
        ))}
      </Tabs>
      {vm.subTabLinks.length > 0 ? (
        <Tabs value={vm.subTab} onChange={(_, v: OfflineSubTab) => vm.setSubTab(v)} aria-label={t('subTabsLabel', { tab: translateCore(vm.info.label) })} {...SCROLL} sx={{ mb: 2 }}>
          {vm.subTabLinks.map((s) => (
            <Tab key={s.subTab} value={s.subTab} label={<span>{t('tabWithCounter', { label: translateCore(s.label), counter: s.counter })}<PastSlaBadge count={s.pastSla} /></span>} sx={{ textTransform: 'none' }} />
          ))}
        </Tabs>
      ) : null}
    </>
  );
});
