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
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import type { DownloadReportsModel } from './download-reports.model.ts';
import { insurerText } from './insurer-appointments.text.ts';
import './insurer-appointments.core-text.ts';

/** Download Reports: a contract and an approval window (India time), answered as one zip. */
export const DownloadReportsDialog = observer(function DownloadReportsDialog({ model }: { model: DownloadReportsModel }) {
  const t = useText(insurerText);
  const tc = useCoreText();
  return (
    <ActionDialog
      open={model.isOpen}
      title={t('downloadReports')}
      onClose={model.close}
      busy={model.isDownloading}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={() => void model.download()} disabled={model.isDownloading}>
          {model.isDownloading ? t('downloading') : t('download')}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <FormControl required fullWidth>
          <InputLabel id="report-contract-label">{t('contract')}</InputLabel>
          <Select labelId="report-contract-label" label={t('contractRequired')} value={model.contractId ?? ''} onChange={(e) => model.setContract(Number(e.target.value))}>
            {model.contracts.map((c) => (
              <MenuItem key={c.id} value={c.id} translate="no">
                {c.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField type="datetime-local" label={t('startTime')} required value={model.start} onChange={(e) => model.setStart(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: model.minValue } }} />
        <TextField type="datetime-local" label={t('endTime')} required value={model.end} onChange={(e) => model.setEnd(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: model.minValue } }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('windowHint', { hours: model.windowHours })}
        </Typography>
        {model.shownProblem ? (
          <FormHelperText error role="alert" sx={{ m: 0 }}>
            {tc(model.shownProblem)}
          </FormHelperText>
        ) : null}
      </Box>
    </ActionDialog>
  );
});
