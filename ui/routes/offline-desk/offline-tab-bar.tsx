import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { OfflineSubTab } from '../../../core/consults/offline-tabs.ts';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import { PastSlaBadge } from '../../components/sla/past-sla-badge.tsx';

const SCROLL = { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } as const;

/**
 * The five tabs as links with their two-digit counters, and under Confirmed and Document Upload
 * their sub-tabs; both scroll sideways at 390 px, and arrow keys move between tabs.
 */
export const OfflineTabBar = observer(function OfflineTabBar({ vm }: { vm: OfflineDeskViewModel }) {
  return (
    <>
      <Tabs value={vm.info.tab} aria-label="Offline consult tabs" {...SCROLL} sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        {vm.tabLinks.map((t) => (
          <Tab key={t.tab} value={t.tab} component={RouterLink} to={t.route} label={<span>{`${t.label} (${t.counter})`}<PastSlaBadge count={t.pastSla} /></span>} />
        ))}
      </Tabs>
      {vm.subTabLinks.length > 0 ? (
        <Tabs value={vm.subTab} onChange={(_, v: OfflineSubTab) => vm.setSubTab(v)} aria-label={`${vm.info.label} sub-tabs`} {...SCROLL} sx={{ mb: 2 }}>
          {vm.subTabLinks.map((s) => (
            <Tab key={s.subTab} value={s.subTab} label={<span>{`${s.label} (${s.counter})`}<PastSlaBadge count={s.pastSla} /></span>} sx={{ textTransform: 'none' }} />
          ))}
        </Tabs>
      ) : null}
    </>
  );
});
