import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { parseSearchBy } from '../../../core/search/request-search.ts';
import { searchQuery } from '../../../core/search/search-by.ts';
import { MOBILE_QUERY } from '../../app/theme.ts';
import { DateRangeFilter } from '../../components/date-range/date-range-filter.tsx';
import { DownloadIcon } from '../../components/icons/download-icon.tsx';
import { Pager } from '../../components/table/pager.tsx';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { EsalesQueueViewModel } from './esales-queue.view-model.ts';
import { QueueCards } from './queue-cards.tsx';
import { QueueTable } from './queue-table.tsx';
import type { QueueRowActions } from './row-actions-menu.tsx';

/** No row dialogs wired yet: each action shows disabled until its dialog is handed in. */
const NO_ACTIONS: QueueRowActions = {};

/** /{role}/appointments/esalesqueue: the e-sales queue (spec 2 §2.3). `actions` opens the row dialogs. */
export default function EsalesQueuePage({ actions = NO_ACTIONS }: { actions?: QueueRowActions }) {
  return (
    <WithViewModel id={EsalesTokens.queueViewModel}>
      {(vm: EsalesQueueViewModel) => <EsalesQueueScreen vm={vm} actions={actions} />}
    </WithViewModel>
  );
}

export const EsalesQueueScreen = observer(function EsalesQueueScreen({ vm, actions }: { vm: EsalesQueueViewModel; actions: QueueRowActions }) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [params] = useSearchParams();
  const searchBy = parseSearchBy(params.get('searchBy'));
  const text = params.get('search') ?? '';
  useEffect(() => {
    vm.setMobile(mobile);
  }, [vm, mobile]);
  useEffect(() => {
    void vm.start((searchBy && searchQuery(searchBy, text)) || null);
  }, [vm, searchBy, text]);

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        ESales Queue
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
        {vm.searchLabel ? (
          <Chip label={`Search: ${vm.searchLabel}`} onDelete={vm.clearSearch} color="primary" variant="outlined" />
        ) : (
          <DateRangeFilter model={vm.dates} onApply={vm.applyDates} />
        )}
        {vm.showExport ? (
          <Button variant="outlined" onClick={() => void vm.exportCsv()} disabled={vm.isExporting} startIcon={<DownloadIcon size="1.1rem" />}>
            {vm.isExporting ? 'Exporting...' : 'Export'}
          </Button>
        ) : null}
      </Box>
      {vm.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {vm.error}
        </Alert>
      ) : null}
      {vm.searchProblem ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {vm.searchProblem}
        </Alert>
      ) : null}
      {mobile ? <QueueCards vm={vm} actions={actions} /> : <QueueTable vm={vm} actions={actions} />}
      <Pager page={vm.page} pageCount={vm.pageCount} total={String(vm.total)} onPage={vm.goToPage} compact={mobile} />
    </Box>
  );
});
