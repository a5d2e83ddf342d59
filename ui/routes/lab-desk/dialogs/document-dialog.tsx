import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LabAction } from '../../../../core/appointments/lab-actions.ts';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { PreviousFiles } from '../../../components/upload/previous-files.tsx';
import type { DocumentFormModel } from './document-form.model.ts';
import { ForRequests } from '../../../components/dialogs/form-problem.tsx';
import { useCoreText } from '../../../i18n/core-text.ts';
import { useText } from '../../../i18n/define-text.ts';
import { labDeskText } from '../lab-desk.text.ts';

export interface DocumentDialogProps {
  form: DocumentFormModel;
  sending: boolean;
  onClose: () => void;
  onSubmit: (action: LabAction) => void;
}

/** Upload Documents: files one by one with progress, earlier reports to tick again, remarks, Submit / Partial Upload. */
export const DocumentDialog = observer(function DocumentDialog({ form, sending, onClose, onSubmit }: DocumentDialogProps) {
  const blocked = sending || form.busy || form.movedOn;
  const submit = form.actions.submit;
  const t = useText(labDeskText);
  const core = useCoreText();
  return (
    <ActionDialog open title={t('uploadTitle')} onClose={onClose} busy={sending} maxWidth="md"
      actions={
        <>
          {form.actions.partial ? (
            <Button variant="outlined" disabled={blocked} onClick={() => onSubmit(LabAction.PartialReportUploaded)}>{t('partialUpload')}</Button>
          ) : null}
          {submit ? <Button variant="contained" disabled={blocked} onClick={() => onSubmit(submit)}>{core(form.submitLabel)}</Button> : null}
        </>
      }>
      <ForRequests ids={[form.row.id]} />
      {form.movedOn ? (
        <Alert severity="warning" role="alert">
          {t('noActions')}
        </Alert>
      ) : (
        <DocumentFields form={form} />
      )}
    </ActionDialog>
  );
});

/** The dialog's inputs, while the request still stands where the list showed it. */
const DocumentFields = observer(function DocumentFields({ form }: { form: DocumentFormModel }) {
  const t = useText(labDeskText);
  const core = useCoreText();
  return (
    <>
      <UploadField queue={form.queue} buttonLabel={t('chooseReports')} inputLabel={t('reports')} onAdded={form.clearProblem} />
      <PreviousFiles label={t('previousReports')} model={form.earlier} onToggle={form.togglePrevious} />
      <TextField label={t('remarks')} required fullWidth multiline minRows={2} sx={{ mt: 2 }} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      {form.shownProblem ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {core(form.shownProblem)}
        </Alert>
      ) : null}
    </>
  );
});
