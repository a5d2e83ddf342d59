import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_QUERY } from '../../app/theme.ts';
import { PackageDialog } from '../../components/package-popup/package-dialog.tsx';
import { BulkPreviewDialog } from '../../components/bulk/bulk-preview-dialog.tsx';
import { BulkResultPanel } from '../../components/bulk/bulk-result-panel.tsx';
import { Pager } from '../../components/table/pager.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { OfflineDialogs } from './dialogs/offline-dialogs.tsx';
import { OfflineCards } from './offline-cards.tsx';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import { OfflineTabBar } from './offline-tab-bar.tsx';
import { OfflineTable } from './offline-table.tsx';
import { OfflineToolbar } from './offline-toolbar.tsx';
import { LiveBanner } from '../../components/live/live-banner.tsx';

/** One offline-consult tab: heading, tabs, toolbar, the table (cards at 768 px and below), pager and dialogs. */
export const OfflineDeskView = observer(function OfflineDeskView({ vm, title, clearSearchPath }: { vm: OfflineDeskViewModel; title: string; clearSearchPath: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const tc = useCoreText();
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {tc(title)}
      </Typography>
      <OfflineTabBar vm={vm} />
      <OfflineToolbar vm={vm} clearPath={clearSearchPath} />
      <LiveBanner live={vm.live} />
      <BulkResultPanel model={vm.bulkRun} />
      {mobile ? <OfflineCards vm={vm} /> : <OfflineTable vm={vm} />}
      <Pager page={vm.page} pageCount={vm.pageCount} total={String(vm.totalRecords)} onPage={vm.setPage} compact={mobile} />
      <OfflineDialogs dialogs={vm.dialogs} />
      <BulkPreviewDialog model={vm.bulkRun} />
      <PackageDialog popup={vm.packages} onClose={vm.closePackages} />
    </Box>
  );
});
