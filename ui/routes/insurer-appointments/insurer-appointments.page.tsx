import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DateRangeFilter } from '../../components/date-range/date-range-filter.tsx';
import { DownloadIcon } from '../../components/icons/download-icon.tsx';
import { Pager } from '../../components/table/pager.tsx';
import { useSearchedList } from '../../components/table/use-searched-list.ts';
import { HistoryTokens } from '../../di/history.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { DownloadReportsDialog } from './download-reports-dialog.tsx';
import type { InsurerAppointmentsViewModel } from './insurer-appointments.view-model.ts';
import { InsurerCards } from './insurer-cards.tsx';
import { InsurerTable } from './insurer-table.tsx';
import { ExportButton } from '../../components/table/export-button.tsx';
import { ListAlerts } from '../../components/table/list-alerts.tsx';
import { INSURER_LIST_ERROR_TAIL } from '../../../core/appointments/insurer-list.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { translateWithTail } from '../../i18n/core-message-parts.ts';
import { useText } from '../../i18n/define-text.ts';
import { insurerText } from './insurer-appointments.text.ts';
import { SearchChip } from './search-chip.tsx';
import './insurer-appointments.core-text.ts';
import { LiveBanner } from '../../components/live/live-banner.tsx';
import { useEffect } from 'react';

/** /{role}/appointments for insurer roles: All Appointments (spec 1 §2). */
export default function InsurerAppointmentsPage() {
  return (
    <WithViewModel id={HistoryTokens.insurerAppointmentsViewModel}>
      {(vm: InsurerAppointmentsViewModel) => <InsurerAppointmentsScreen vm={vm} />}
    </WithViewModel>
  );
}

const InsurerAppointmentsScreen = observer(function InsurerAppointmentsScreen({ vm }: { vm: InsurerAppointmentsViewModel }) {
  const mobile = useSearchedList(vm);
  const t = useText(insurerText);
  const tc = useCoreText();
  useEffect(() => vm.followLive(), [vm]);

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
        {vm.search && vm.searchLabel ? (
          <SearchChip search={vm.search} onDelete={vm.clearSearch} />
        ) : (
          <DateRangeFilter model={vm.dates} onApply={vm.applyDates} />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ExportButton busy={vm.isExporting} disabled={vm.total === 0} onExport={() => void vm.exportCsv()} />
          {vm.showDownloadReports ? (
            <Button variant="contained" onClick={vm.reports.open} startIcon={<DownloadIcon size="1.1rem" />}>
              {t('downloadReports')}
            </Button>
          ) : null}
        </Box>
      </Box>
      <ListAlerts error={vm.error && translateWithTail(tc, vm.error, INSURER_LIST_ERROR_TAIL)} searchProblem={vm.searchProblem && tc(vm.searchProblem)} />
      <LiveBanner live={vm.live} />
      {mobile ? <InsurerCards vm={vm} /> : <InsurerTable vm={vm} />}
      <Pager page={vm.page} pageCount={vm.pageCount} total={vm.totalText} onPage={vm.goToPage} compact={mobile} />
      <DownloadReportsDialog model={vm.reports} />
    </Box>
  );
});
