import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LabAction } from '../../../../core/appointments/lab-actions.ts';
import { UPLOAD_ACCEPT, UPLOAD_HINT } from '../../../../core/files/file-kind.ts';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import { UploadIcon } from '../../../components/icons/upload-icon.tsx';
import type { DocumentFormModel } from './document-form.model.ts';
import { ForRequests } from './form-problem.tsx';
import { UploadList } from './upload-list.tsx';

export interface DocumentDialogProps {
  form: DocumentFormModel;
  sending: boolean;
  onClose: () => void;
  onSubmit: (action: LabAction) => void;
}

/** Upload Documents: files one by one with progress, earlier reports to tick again, remarks, Submit / Partial Upload. */
export const DocumentDialog = observer(function DocumentDialog({ form, sending, onClose, onSubmit }: DocumentDialogProps) {
  const picker = useRef<HTMLInputElement>(null);
  const blocked = sending || form.busy;
  const submit = form.actions.submit;
  return (
    <ActionDialog open title="Upload Documents" onClose={onClose} busy={sending} maxWidth="md"
      actions={
        <>
          {form.actions.partial ? (
            <Button variant="outlined" disabled={blocked} onClick={() => onSubmit(LabAction.PartialReportUploaded)}>Partial Upload</Button>
          ) : null}
          {submit ? <Button variant="contained" disabled={blocked} onClick={() => onSubmit(submit)}>{form.submitLabel}</Button> : null}
        </>
      }>
      <ForRequests ids={[form.row.id]} />
      {/* A real button opens the hidden picker, so Enter and Space work as they do on any button. */}
      <Button variant="outlined" startIcon={<UploadIcon size="1.1rem" />} onClick={() => picker.current?.click()}>
        Choose reports
      </Button>
      <input ref={picker} hidden type="file" multiple aria-label="Reports" accept={UPLOAD_ACCEPT}
        onChange={(e) => {
          void form.addFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }} />
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        {UPLOAD_HINT} Files upload one by one as you choose them.
      </Typography>
      {form.entries.length > 0 ? (
        <LinearProgress variant="determinate" value={form.progress} aria-label={`Upload progress: ${form.savedCount} of ${form.entries.length} saved`} sx={{ mt: 1 }} />
      ) : null}
      <UploadList form={form} />
      {form.previous.length > 0 ? (
        <FormControl component="fieldset" sx={{ mt: 2 }}>
          <FormLabel component="legend">Previously submitted reports</FormLabel>
          <FormGroup>
            {form.previous.map((p) => (
              <FormControlLabel key={p.key} label={p.name}
                control={<Checkbox checked={form.chosenPrevious.includes(p.key)} onChange={() => form.togglePrevious(p.key)} />} />
            ))}
          </FormGroup>
        </FormControl>
      ) : null}
      <TextField label="Remarks" required fullWidth multiline minRows={2} sx={{ mt: 2 }} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      {form.shownProblem ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {form.shownProblem}
        </Alert>
      ) : null}
    </ActionDialog>
  );
});
