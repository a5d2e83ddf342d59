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
import { useCoreText } from '../../../i18n/core-text.ts';
import { useText } from '../../../i18n/define-text.ts';
import { labDeskText } from '../lab-desk.text.ts';

/** Reject, or Mark Not Attended: one reason from the list, or 'Others' written out. */
export const ReasonDialog = observer(function ReasonDialog({ form, sending, onClose, onSubmit }: FormDialogProps<ReasonFormModel>) {
  const reject = form.action === LabAction.RejectedByProvider;
  const t = useText(labDeskText);
  const core = useCoreText();
  return (
    <ActionDialog open title={t(reject ? 'rejectTitle' : 'notAttendedTitle')} onClose={onClose} busy={sending}
      actions={
        <Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>
          {t(reject ? 'reject' : 'notAttended')}
        </Button>
      }>
      <ForRequests ids={form.rows.map((r) => r.id)} />
      <FormControl component="fieldset" required>
        <FormLabel component="legend">{t('reason')}</FormLabel>
        <RadioGroup value={form.reason} onChange={(e) => form.setReason(e.target.value)}>
          {form.reasons.map((r) => (
            <FormControlLabel key={r} value={r} label={core(r)} control={<Radio />} />
          ))}
        </RadioGroup>
      </FormControl>
      {form.isOthers ? (
        <TextField label={t('otherReason')} required fullWidth multiline minRows={2} sx={{ mt: 1 }} value={form.othersText}
          onChange={(e) => form.setOthersText(e.target.value)}
          helperText={form.othersMinLength > 1 ? t('atLeastCharacters', { count: form.othersMinLength }) : undefined} />
      ) : null}
      <FormProblem problem={form.problem} />
    </ActionDialog>
  );
});
