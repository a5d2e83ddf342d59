import { useEffect } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { CloseIcon } from '../../components/icons/close-icon.tsx';
import { OrderTokens } from '../../di/order.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { useText } from '../../i18n/define-text.ts';
import { appointmentText } from './create-appointment.text.ts';
import { AppointmentFormView } from './appointment-form.view.tsx';
import type { CasePrefill, CreateAppointmentViewModel } from './create-appointment.view-model.ts';
import { DuplicateDialog, ResultDialog } from './result-dialogs.tsx';

/**
 * The appointment form in a dialog titled Create Appointment, opened from an e-sales case (spec 2
 * §2.2, §2.4): prefilled from the case, and the order names the case so the request is linked to it.
 */
export function CreateAppointmentDialog({ prefill, onClose }: { prefill: CasePrefill | null; onClose: () => void }) {
  const t = useText(appointmentText);
  return (
    <Dialog open={prefill !== null} onClose={onClose} aria-labelledby="create-appointment-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="create-appointment-dialog-title" sx={{ pr: 6 }}>
        {t('title')}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {prefill ? (
          <WithViewModel id={OrderTokens.createAppointmentViewModel}>
            {(vm: CreateAppointmentViewModel) => <PrefilledForm vm={vm} prefill={prefill} />}
          </WithViewModel>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PrefilledForm({ vm, prefill }: { vm: CreateAppointmentViewModel; prefill: CasePrefill }) {
  useEffect(() => {
    void vm.start(prefill);
  }, [vm, prefill]);
  return (
    <>
      <AppointmentFormView vm={vm} />
      <DuplicateDialog vm={vm} />
      <ResultDialog vm={vm} />
    </>
  );
}
