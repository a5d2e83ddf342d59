import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DownloadIcon } from '../../components/icons/download-icon.tsx';
import Typography from '@mui/material/Typography';
import type { BulkCasesViewModel } from './bulk-cases.view-model.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { bulkText } from './bulk-cases.text.ts';
import './bulk-cases.core-text.ts';
import { bulkMessageText } from './bulk-message-text.ts';

/**
 * Rows of the table on screen: a 10,000-row sheet of bad rows gives some 50,000 errors, more than
 * a dialog should render; the report carries every one.
 */
export const SHOWN_ERRORS = 200;

/** The bad cells of a refused file (row, column, reason) and the same as a CSV report. */
export const RowErrorsTable = observer(function RowErrorsTable({ vm }: { vm: BulkCasesViewModel }) {
  const t = useText(bulkText);
  const tc = useCoreText();
  if (vm.rowErrors.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" size="small" onClick={() => void vm.downloadReport()} startIcon={<DownloadIcon size="1.1rem" />} sx={{ mb: 1 }}>
        {t('downloadReport')}
      </Button>
      <TableContainer sx={{ maxHeight: 280 }} tabIndex={0} aria-label={t('rowsWithErrors')}>
        <Table size="small" stickyHeader>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('rowsWithErrors')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('row')}</TableCell>
              <TableCell>{t('column')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {vm.rowErrors.slice(0, SHOWN_ERRORS).map((e, i) => (
              <TableRow key={`${e.row}-${e.column}-${i}`}>
                <TableCell>{e.row}</TableCell>
                {/* The column is the template's own header, as the file has it. */}
                <TableCell translate="no">{e.column}</TableCell>
                <TableCell>{bulkMessageText(t, tc, e.reason)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {vm.rowErrors.length > SHOWN_ERRORS ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('showingFirst', { shown: SHOWN_ERRORS, total: vm.rowErrors.length })}
        </Typography>
      ) : null}
    </Box>
  );
});
