import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { OfflineAction } from '../../../../core/consults/offline-actions.ts';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import { FormProblem, ForRequests } from '../../../components/dialogs/form-problem.tsx';
import type { OfflineAttendedFormModel, OfflineConfirmFormModel, OfflineReasonFormModel } from './offline-forms.model.ts';
import { useCoreText } from '../../../i18n/core-text.ts';
import { useText } from '../../../i18n/define-text.ts';
import { offlineText } from '../offline-desk.text.ts';
import { ReasonField } from './reason-field.tsx';

export interface OfflineFormDialogProps<F> {
  form: F;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** Confirm: remarks optional for one consult, required for a bulk. */
export const OfflineConfirmDialog = observer(function OfflineConfirmDialog({ form, sending, onClose, onSubmit }: OfflineFormDialogProps<OfflineConfirmFormModel>) {
  const t = useText(offlineText);
  const tc = useCoreText();
  return (
    <ActionDialog open title={t('confirmTitle')} onClose={onClose} busy={sending}
      actions={<Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>{t('confirm')}</Button>}>
      <ForRequests ids={form.rows.map((r) => r.id)} />
      <TextField label={t('remarks')} required={form.bulk} fullWidth multiline minRows={2} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      <FormProblem problem={form.problem && tc(form.problem)} />
    </ActionDialog>
  );
});

/** Reject, or Mark Not Attended: a reason from the action's list. */
export const OfflineReasonDialog = observer(function OfflineReasonDialog({ form, sending, onClose, onSubmit }: OfflineFormDialogProps<OfflineReasonFormModel>) {
  const reject = form.action === OfflineAction.Reject;
  const t = useText(offlineText);
  const tc = useCoreText();
  return (
    <ActionDialog open title={reject ? t('rejectTitle') : t('notAttendedTitle')} onClose={onClose} busy={sending}
      actions={<Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>{reject ? t('reject') : t('notAttended')}</Button>}>
      <ForRequests ids={form.rows.map((r) => r.id)} />
      <ReasonField choice={form.choice} />
      <FormProblem problem={form.problem && tc(form.problem)} />
    </ActionDialog>
  );
});

/** Mark Attended: remarks and the customer's feedback (one consult), remarks alone for a bulk. */
export const OfflineAttendedDialog = observer(function OfflineAttendedDialog({ form, sending, onClose, onSubmit }: OfflineFormDialogProps<OfflineAttendedFormModel>) {
  const t = useText(offlineText);
  const tc = useCoreText();
  return (
    <ActionDialog open title={t('attendedTitle')} onClose={onClose} busy={sending}
      actions={<Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>{t('attended')}</Button>}>
      <ForRequests ids={form.rows.map((r) => r.id)} />
      <TextField label={t('remarks')} required fullWidth multiline minRows={2} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      {form.bulk ? null : (
        <FormControl component="fieldset" required sx={{ mt: 2 }}>
          <FormLabel component="legend">{t('customerFeedback')}</FormLabel>
          <RadioGroup row value={form.feedback} onChange={(e) => form.setFeedback(e.target.value)}>
            {form.feedbackOptions.map((f) => (
              <FormControlLabel key={f} value={f} label={tc(f)} control={<Radio />} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <FormProblem problem={form.problem && tc(form.problem)} />
    </ActionDialog>
  );
});
