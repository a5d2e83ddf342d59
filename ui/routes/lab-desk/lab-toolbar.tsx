import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DateRangeFilter } from '../../components/date-range/date-range-filter.tsx';
import { useInjection } from '../../di/container-context.tsx';
import { AppTokens } from '../../di/app.di-tokens.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import { SlaCasesToggle } from '../../components/sla/sla-cases-toggle.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { ExportButton } from '../../components/table/export-button.tsx';
import { useText } from '../../i18n/define-text.ts';
import { labDeskText } from './lab-desk.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';

/** The search the results are for, and a way back to the plain list. */
const SearchBanner = observer(function SearchBanner({ vm, clearPath }: { vm: LabDeskViewModel; clearPath: string }) {
  const navigator = useInjection<AppNavigator>(AppTokens.navigator);
  const t = useText(labDeskText);
  const core = useCoreText();
  return (
    <Alert severity={vm.searchProblem ? 'warning' : 'info'} sx={{ alignItems: 'center' }}
      action={<Button color="inherit" size="small" onClick={() => navigator.go(clearPath)}>{t('showAll')}</Button>}>
      {vm.searchProblem ? core(vm.searchProblem) : t('searchResultsFor', { search: vm.searchLabel ?? '' })}
    </Alert>
  );
});

/** Filter, Priority / Total cases, bulk buttons and Export (disabled while there is nothing to export). */
export const LabToolbar = observer(function LabToolbar({ vm, clearPath }: { vm: LabDeskViewModel; clearPath: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      {vm.search ? <SearchBanner vm={vm} clearPath={clearPath} /> : <DateRangeFilter model={vm.dates} onApply={vm.reload} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {vm.showSlaToggle ? <SlaCasesToggle pastSlaOnly={vm.highSlaOnly} onChange={vm.setHighSlaOnly} /> : null}
        {vm.bulkButtons.map((b) => (
          <Button key={b.action} variant="contained" size="small" disabled={!b.enabled} onClick={() => vm.actOnSelection(b.action)}>
            {b.label}
          </Button>
        ))}
        <Box sx={{ flex: 1 }} />
        <ExportButton size="small" busy={vm.downloads.exporting} disabled={vm.totalRecords === 0} onExport={() => void vm.exportCsv()} />
      </Box>
    </Box>
  );
});
