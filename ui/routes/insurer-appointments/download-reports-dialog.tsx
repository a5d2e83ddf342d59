import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ActionDialog } from '../../components/dialogs/action-dialog.tsx';
import type { DownloadReportsModel } from './download-reports.model.ts';

/** Download Reports: a contract and an approval window (India time), answered as one zip. */
export const DownloadReportsDialog = observer(function DownloadReportsDialog({ model }: { model: DownloadReportsModel }) {
  return (
    <ActionDialog
      open={model.isOpen}
      title="Download Reports"
      onClose={model.close}
      busy={model.isDownloading}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={() => void model.download()} disabled={model.isDownloading}>
          {model.isDownloading ? 'Downloading...' : 'Download'}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <FormControl required fullWidth>
          <InputLabel id="report-contract-label">Contract</InputLabel>
          <Select labelId="report-contract-label" label="Contract *" value={model.contractId ?? ''} onChange={(e) => model.setContract(Number(e.target.value))}>
            {model.contracts.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField type="datetime-local" label="Start time" required value={model.start} onChange={(e) => model.setStart(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: model.minValue } }} />
        <TextField type="datetime-local" label="End time" required value={model.end} onChange={(e) => model.setEnd(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: model.minValue } }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          India time; the window may span at most {model.windowHours} hours.
        </Typography>
        {model.shownProblem ? (
          <FormHelperText error role="alert" sx={{ m: 0 }}>
            {model.shownProblem}
          </FormHelperText>
        ) : null}
      </Box>
    </ActionDialog>
  );
});
