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

/**
 * Rows of the table on screen: a 10,000-row sheet of bad rows gives some 50,000 errors, more than
 * a dialog should render; the report carries every one.
 */
export const SHOWN_ERRORS = 200;

/** The bad cells of a refused file (row, column, reason) and the same as a CSV report. */
export const RowErrorsTable = observer(function RowErrorsTable({ vm }: { vm: BulkCasesViewModel }) {
  if (vm.rowErrors.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" size="small" onClick={() => void vm.downloadReport()} startIcon={<DownloadIcon size="1.1rem" />} sx={{ mb: 1 }}>
        Download report
      </Button>
      <TableContainer sx={{ maxHeight: 280 }} tabIndex={0} aria-label="Rows with errors">
        <Table size="small" stickyHeader>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Rows with errors</caption>
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {vm.rowErrors.slice(0, SHOWN_ERRORS).map((e, i) => (
              <TableRow key={`${e.row}-${e.column}-${i}`}>
                <TableCell>{e.row}</TableCell>
                <TableCell>{e.column}</TableCell>
                <TableCell>{e.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {vm.rowErrors.length > SHOWN_ERRORS ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Showing the first {SHOWN_ERRORS} of {vm.rowErrors.length} errors; the report has every one.
        </Typography>
      ) : null}
    </Box>
  );
});
