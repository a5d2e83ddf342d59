import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import { FormProblem, ForRequests } from '../../../components/dialogs/form-problem.tsx';
import { ListMessage } from '../../../components/table/list-message.ts';
import { SelectField } from '../../create-appointment/form-fields.tsx';
import { useCoreText } from '../../../i18n/core-text.ts';
import { useText } from '../../../i18n/define-text.ts';
import { offlineText } from '../offline-desk.text.ts';
import type { MoveFormModel } from './move-form.model.ts';
import type { OfflineFormDialogProps } from './offline-form-dialogs.tsx';
import { ReasonField } from './reason-field.tsx';
import { SlotCalendar } from './slot-calendar.tsx';

/** Reschedule and Change Doctor: (another doctor,) a reason and a held slot; Save waits for all. */
export const MoveDialog = observer(function MoveDialog({ form, sending, onClose, onSubmit }: OfflineFormDialogProps<MoveFormModel>) {
  const t = useText(offlineText);
  const tc = useCoreText();
  return (
    <ActionDialog open title={form.isChangeDoctor ? t('changeDoctorTitle') : t('rescheduleTitle')} onClose={onClose} busy={sending} maxWidth="md"
      actions={<Button variant="contained" disabled={sending || form.problem !== undefined} onClick={onSubmit}>{t('save')}</Button>}>
      <ForRequests ids={[form.row.id]} />
      {form.isChangeDoctor ? (
        <Box sx={{ mb: 2 }}>
          {form.doctorsFailed ? <Alert severity="error">{ListMessage.fetchFailed}</Alert> : null}
          <SelectField label={t('doctor')} required value={form.doctorId ? String(form.doctorId) : ''} onChange={(v) => form.chooseDoctor(Number(v))}
            disabled={form.doctorsLoading} placeholder={form.doctorsLoading ? t('loadingDoctors') : t('chooseDoctor')}
            options={form.doctors.map((d) => ({ value: String(d.doctorId), label: d.doctorName }))} />
        </Box>
      ) : null}
      <ReasonField choice={form.choice} />
      <SlotCalendar picker={form.picker} />
      <FormProblem problem={form.problem && tc(form.problem)} />
    </ActionDialog>
  );
});
