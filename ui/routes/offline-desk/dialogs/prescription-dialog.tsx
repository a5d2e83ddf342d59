import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import { FormProblem, ForRequests } from '../../../components/dialogs/form-problem.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { PreviousFiles } from '../../../components/upload/previous-files.tsx';
import { useCoreText } from '../../../i18n/core-text.ts';
import { useText } from '../../../i18n/define-text.ts';
import { offlineText } from '../offline-desk.text.ts';
import type { OfflineFormDialogProps } from './offline-form-dialogs.tsx';
import type { PrescriptionFormModel } from './prescription-form.model.ts';

/** Upload Rx: prescription files (each removable), earlier ones to tick again, and "Remarks*"; Submit once both are there. */
export const PrescriptionDialog = observer(function PrescriptionDialog({ form, sending, onClose, onSubmit }: OfflineFormDialogProps<PrescriptionFormModel>) {
  const t = useText(offlineText);
  const tc = useCoreText();
  return (
    <ActionDialog open title={t('uploadTitle')} onClose={onClose} busy={sending} maxWidth="md"
      actions={<Button variant="contained" disabled={sending || form.queue.busy || form.problem !== undefined} onClick={onSubmit}>{t('submit')}</Button>}>
      <ForRequests ids={[form.row.id]} />
      <UploadField queue={form.queue} buttonLabel={t('chooseFiles')} inputLabel={t('prescriptionFiles')} />
      <PreviousFiles label={t('previousPrescriptions')} model={form.earlier} />
      <TextField label={t('remarks')} required fullWidth multiline minRows={2} sx={{ mt: 2 }} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      <FormProblem problem={form.problem && tc(form.problem)} />
    </ActionDialog>
  );
});
