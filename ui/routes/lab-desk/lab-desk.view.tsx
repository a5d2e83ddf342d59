import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_QUERY } from '../../app/theme.ts';
import { Pager } from '../../components/table/pager.tsx';
import { DeskDialogs } from './dialogs/desk-dialogs.tsx';
import { LabCards } from './lab-cards.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { LabTable } from './lab-table.tsx';
import { LabToolbar } from './lab-toolbar.tsx';
import { PackageDialog } from '../../components/package-popup/package-dialog.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import './lab-desk.core-text.ts';
import '../../i18n/status-names.core-text.ts';
import { PastSlaBadge } from '../../components/sla/past-sla-badge.tsx';
import { LiveBanner } from '../../components/live/live-banner.tsx';
import { BulkPreviewDialog } from '../../components/bulk/bulk-preview-dialog.tsx';
import { BulkResultPanel } from '../../components/bulk/bulk-result-panel.tsx';

/** One lab tab: heading, toolbar, the table (cards at 768 px and below), pager and dialogs. */
export const LabDeskView = observer(function LabDeskView({ vm, clearSearchPath }: { vm: LabDeskViewModel; clearSearchPath: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const core = useCoreText();
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {core(vm.info.label)}
        <PastSlaBadge count={vm.slaBadgeCount} />
      </Typography>
      <LabToolbar vm={vm} clearPath={clearSearchPath} />
      <LiveBanner live={vm.live} />
      <BulkResultPanel model={vm.bulkRun} />
      {mobile ? <LabCards vm={vm} /> : <LabTable vm={vm} />}
      <Pager page={vm.page} pageCount={vm.pageCount} total={vm.totalText} onPage={vm.setPage} compact={mobile} />
      <DeskDialogs dialogs={vm.dialogs} />
      <BulkPreviewDialog model={vm.bulkRun} />
      <PackageDialog popup={vm.packages} onClose={vm.closePackages} />
    </Box>
  );
});
