import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import { FormProblem, ForRequests } from '../../../components/dialogs/form-problem.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import type { OfflineFormDialogProps } from './offline-form-dialogs.tsx';
import type { PrescriptionFormModel } from './prescription-form.model.ts';

/** Upload Rx: prescription files (each removable) and "Remarks*"; Submit once both are there. */
export const PrescriptionDialog = observer(function PrescriptionDialog({ form, sending, onClose, onSubmit }: OfflineFormDialogProps<PrescriptionFormModel>) {
  return (
    <ActionDialog open title="Upload Prescription" onClose={onClose} busy={sending} maxWidth="md"
      actions={<Button variant="contained" disabled={sending || form.queue.busy || form.problem !== undefined} onClick={onSubmit}>Submit</Button>}>
      <ForRequests ids={[form.row.id]} />
      <UploadField queue={form.queue} buttonLabel="Choose files" inputLabel="Prescription files" />
      <TextField label="Remarks" required fullWidth multiline minRows={2} sx={{ mt: 2 }} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      <FormProblem problem={form.problem} />
    </ActionDialog>
  );
});
