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
import { useText } from '../../../i18n/define-text.ts';
import { useCoreText } from '../../../i18n/core-text.ts';
import { labDeskText } from '../lab-desk.text.ts';

export interface FormDialogProps<F> {
  form: F;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** Confirm: 'Home Visit By' for home visits, remarks; Confirm disabled until both are given. */
export const ConfirmDialog = observer(function ConfirmDialog({ form, sending, onClose, onSubmit }: FormDialogProps<ConfirmFormModel>) {
  const t = useText(labDeskText);
  const core = useCoreText();
  return (
    <ActionDialog open title={t('confirmTitle')} onClose={onClose} busy={sending}
      actions={<Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>{t('confirm')}</Button>}>
      <ForRequests ids={form.rows.map((r) => r.id)} />
      {form.needsVisitBy ? (
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('homeVisitBy')}</FormLabel>
          <FormGroup row>
            {form.homeVisitOptions.map((o) => (
              <FormControlLabel key={o} label={core(o)} control={<Checkbox checked={form.visitBy.includes(o)} onChange={() => form.toggleVisitBy(o)} />} />
            ))}
          </FormGroup>
        </FormControl>
      ) : null}
      <TextField label={t('remarks')} required fullWidth multiline minRows={2} value={form.remarks} onChange={(e) => form.setRemarks(e.target.value)} />
      <FormProblem problem={form.problem} />
    </ActionDialog>
  );
});
