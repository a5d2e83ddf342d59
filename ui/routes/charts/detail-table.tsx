import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DETAIL_COLUMNS } from '../../../core/charts/detail-table.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText, type Translate } from '../../i18n/define-text.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { chartsText, type ChartsTextKey } from './charts.text.ts';
import './charts.core-text.ts';
import type { ChartsViewModel } from './charts.view-model.ts';

/** The cases of a clicked segment (spec 2 §2.12): 10 a page, Previous/Next, "Showing x - y of n", Export. */
export const DetailTable = observer(function DetailTable({ vm }: { vm: ChartsViewModel }) {
  const t = useText(chartsText);
  const tc = useCoreText();
  const detail = vm.detail;
  if (!detail) return null;
  return (
    <Paper component="section" aria-labelledby="chart-detail-title" sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="chart-detail-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {detail.label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => void vm.exportCsv()} disabled={vm.isExporting || !detail.answer?.total}>
            {vm.isExporting ? t('exporting') : t('export')}
          </Button>
          <Button onClick={vm.closeDetail}>{t('close')}</Button>
        </Box>
      </Box>
      {vm.detailError ? <Alert severity="error">{tc(vm.detailError)}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-labelledby="chart-detail-title">
          <TableHead>
            <TableRow>
              {DETAIL_COLUMNS.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 700 }}>{tc(c)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          {/* The cases as the server holds them: dates, ids and insurer names are data. */}
          <TableBody translate="no">
            {(detail.answer?.rows ?? []).map((r) => (
              <TableRow key={r.esale_id}>
                <TableCell>{formatDateTime(new Date(r.Date))}</TableCell>
                <TableCell>{r.insurer_id}</TableCell>
                <TableCell>{r.insurer_name}</TableCell>
                <TableCell>{r.esale_id}</TableCell>
                <TableCell>
                  {r.request_id === null ? '' : (
                    <Link component={RouterLink} to={vm.historyPath(r.request_id)} aria-label={t('openHistory', { id: r.request_id })}>
                      {r.request_id}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Typography role="status">{showingText(t, vm.showing)}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => void vm.previous()} disabled={!vm.canPrevious}>{t('previous')}</Button>
          <Button variant="outlined" onClick={() => void vm.next()} disabled={!vm.canNext}>{t('next')}</Button>
        </Box>
      </Box>
    </Paper>
  );
});

/** Core's "Showing x - y of n" in the current language, its numbers as core writes them (the spec's sentence). */
function showingText(t: Translate<ChartsTextKey>, showing: string): string {
  const m = /^Showing (\d+) - (\d+) of (\d+)$/.exec(showing);
  return m ? t('showing', { first: m[1]!, last: m[2]!, total: m[3]! }) : showing;
}
