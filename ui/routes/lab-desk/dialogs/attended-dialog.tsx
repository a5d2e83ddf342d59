import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import type { AttendedFormModel } from './attended-form.model.ts';
import type { FormDialogProps } from './confirm-dialog.tsx';
import { FormProblem, ForRequests } from '../../../components/dialogs/form-problem.tsx';
import { useCoreText } from '../../../i18n/core-text.ts';
import { useText } from '../../../i18n/define-text.ts';
import { labDeskText } from '../lab-desk.text.ts';

/** Mark Attended: remarks (required) and the customer's feedback. */
export const AttendedDialog = observer(function AttendedDialog({ form, sending, onClose, onSubmit }: FormDialogProps<AttendedFormModel>) {
  const t = useText(labDeskText);
  const core = useCoreText();
  return (
    <ActionDialog open title={t('attendedTitle')} onClose={onClose} busy={sending}
      actions={<Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>{t('attended')}</Button>}>
      <ForRequests ids={form.rows.map((r) => r.id)} />
      <TextField label={t('remarks')} required fullWidth multiline minRows={2} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      <FormControl component="fieldset" sx={{ mt: 2 }}>
        <FormLabel component="legend">{t('customerFeedback')}</FormLabel>
        <RadioGroup row value={form.feedback} onChange={(e) => form.setFeedback(e.target.value)}>
          {form.feedbackOptions.map((f) => (
            <FormControlLabel key={f} value={f} label={core(f)} control={<Radio />} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormProblem problem={form.problem} />
    </ActionDialog>
  );
});
