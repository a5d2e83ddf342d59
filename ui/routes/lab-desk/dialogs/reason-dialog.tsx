import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { LabAction } from '../../../../core/appointments/lab-actions.ts';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import type { FormDialogProps } from './confirm-dialog.tsx';
import { FormProblem, ForRequests } from '../../../components/dialogs/form-problem.tsx';
import type { ReasonFormModel } from './reason-form.model.ts';

/** Reject, or Mark Not Attended: one reason from the list, or 'Others' written out. */
export const ReasonDialog = observer(function ReasonDialog({ form, sending, onClose, onSubmit }: FormDialogProps<ReasonFormModel>) {
  const reject = form.action === LabAction.RejectedByProvider;
  return (
    <ActionDialog open title={reject ? 'Reject Appointment' : 'Mark Not Attended'} onClose={onClose} busy={sending}
      actions={
        <Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>
          {reject ? 'Reject' : 'Not Attended'}
        </Button>
      }>
      <ForRequests ids={form.rows.map((r) => r.id)} />
      <FormControl component="fieldset" required>
        <FormLabel component="legend">Reason</FormLabel>
        <RadioGroup value={form.reason} onChange={(e) => form.setReason(e.target.value)}>
          {form.reasons.map((r) => (
            <FormControlLabel key={r} value={r} label={r} control={<Radio />} />
          ))}
        </RadioGroup>
      </FormControl>
      {form.isOthers ? (
        <TextField label="Other reason" required fullWidth multiline minRows={2} sx={{ mt: 1 }} value={form.othersText}
          onChange={(e) => form.setOthersText(e.target.value)}
          helperText={form.othersMinLength > 1 ? `At least ${form.othersMinLength} characters` : undefined} />
      ) : null}
      <FormProblem problem={form.problem} />
    </ActionDialog>
  );
});
