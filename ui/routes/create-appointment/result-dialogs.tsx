import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CreateAppointmentViewModel } from './create-appointment.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { appointmentText } from './create-appointment.text.ts';

/**
 * The outcome of a submit (spec 2 §2.2, §8): Order Created with Create Another, or Order Creation
 * Failed with Retry; both offer Appointments. Closed only by its buttons, like the order result.
 */
export const ResultDialog = observer(function ResultDialog({ vm }: { vm: CreateAppointmentViewModel }) {
  const t = useText(appointmentText);
  const created = vm.outcome?.created ?? false;
  return (
    <Dialog open={vm.outcome !== null} aria-labelledby="create-appointment-result" aria-describedby="create-appointment-result-text" fullWidth maxWidth="xs">
      <DialogTitle id="create-appointment-result">{vm.resultTitle}</DialogTitle>
      <DialogContent>
        <Typography id="create-appointment-result-text" sx={{ color: created ? 'success.dark' : 'error.main' }}>
          {vm.resultText}
        </Typography>
      </DialogContent>
      <DialogActions>
        {created ? <Button onClick={vm.createAnother}>{t('createAnother')}</Button> : <Button onClick={vm.retry}>{t('retry')}</Button>}
        <Button variant="contained" onClick={() => vm.goToAppointments()}>
          {t('appointments')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

/** The duplicate warning before a submit: the customer's open requests, and whether to create anyway. */
export const DuplicateDialog = observer(function DuplicateDialog({ vm }: { vm: CreateAppointmentViewModel }) {
  const t = useText(appointmentText);
  return (
    <Dialog open={vm.duplicateText !== null} onClose={vm.cancelDuplicate} aria-labelledby="create-appointment-duplicate" fullWidth maxWidth="xs">
      <DialogTitle id="create-appointment-duplicate">{t('duplicateTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{vm.duplicateText}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={vm.cancelDuplicate}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void vm.confirmDuplicate()}>
          {t('createAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
