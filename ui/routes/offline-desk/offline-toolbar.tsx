import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OFFLINE_ACTION_LABEL } from '../../../core/consults/offline-actions.ts';
import { DateRangeFilter } from '../../components/date-range/date-range-filter.tsx';
import { ExportButton } from '../../components/table/export-button.tsx';
import { AppTokens } from '../../di/app.di-tokens.ts';
import { useInjection } from '../../di/container-context.tsx';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import { offlineText } from './offline-desk.text.ts';
import { searchLabelText } from './offline-words.ts';
import { SlaCasesToggle } from '../../components/sla/sla-cases-toggle.tsx';

/** The search the results are for, and a way back to the plain list. */
const SearchBanner = observer(function SearchBanner({ vm, clearPath }: { vm: OfflineDeskViewModel; clearPath: string }) {
  const navigator = useInjection<AppNavigator>(AppTokens.navigator);
  const t = useText(offlineText);
  return (
    <Alert severity={vm.searchProblem ? 'warning' : 'info'} sx={{ alignItems: 'center' }}
      action={<Button color="inherit" size="small" onClick={() => navigator.go(clearPath)}>{t('showAll')}</Button>}>
      {vm.searchProblem ? translateCore(vm.searchProblem) : t('searchResults', { search: searchLabelText(vm.searchLabel ?? '') })}
    </Alert>
  );
});

/** The date filter (or the search), bulk buttons and Export. */
export const OfflineToolbar = observer(function OfflineToolbar({ vm, clearPath }: { vm: OfflineDeskViewModel; clearPath: string }) {
  const t = useText(offlineText);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      {vm.search ? <SearchBanner vm={vm} clearPath={clearPath} /> : <DateRangeFilter model={vm.dates} onApply={vm.reload} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {vm.showSlaToggle ? <SlaCasesToggle pastSlaOnly={vm.pastSlaOnly} onChange={vm.setPastSlaOnly} /> : null}
        {vm.bulkButtons.map((b) => (
          <Button key={b.action} variant="contained" size="small" disabled={!b.enabled} onClick={() => vm.actOnSelection(b.action)}>
            {t('bulkSelected', { action: translateCore(OFFLINE_ACTION_LABEL[b.action]) })}
          </Button>
        ))}
        <Box sx={{ flex: 1 }} />
        <ExportButton size="small" busy={vm.exporting} disabled={vm.totalRecords === 0} onExport={() => void vm.exportCsv()} />
      </Box>
    </Box>
  );
});
