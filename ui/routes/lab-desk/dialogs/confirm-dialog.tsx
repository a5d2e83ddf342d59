import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import type { ConfirmFormModel } from './confirm-form.model.ts';
import { FormProblem, ForRequests } from '../../../components/dialogs/form-problem.tsx';

export interface FormDialogProps<F> {
  form: F;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** Confirm: 'Home Visit By' for home visits, remarks; Confirm disabled until both are given. */
export const ConfirmDialog = observer(function ConfirmDialog({ form, sending, onClose, onSubmit }: FormDialogProps<ConfirmFormModel>) {
  return (
    <ActionDialog open title="Confirm Appointment" onClose={onClose} busy={sending}
      actions={<Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>Confirm</Button>}>
      <ForRequests ids={form.rows.map((r) => r.id)} />
      {form.needsVisitBy ? (
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">Home Visit By</FormLabel>
          <FormGroup row>
            {form.homeVisitOptions.map((o) => (
              <FormControlLabel key={o} label={o} control={<Checkbox checked={form.visitBy.includes(o)} onChange={() => form.toggleVisitBy(o)} />} />
            ))}
          </FormGroup>
        </FormControl>
      ) : null}
      <TextField label="Remarks" required fullWidth multiline minRows={2} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      <FormProblem problem={form.problem} />
    </ActionDialog>
  );
});
