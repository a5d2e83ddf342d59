import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OrderTokens } from '../../di/order.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { useText } from '../../i18n/define-text.ts';
import { appointmentText } from './create-appointment.text.ts';
import { AppointmentFormView } from './appointment-form.view.tsx';
import type { CreateAppointmentViewModel } from './create-appointment.view-model.ts';
import { DuplicateDialog, ResultDialog } from './result-dialogs.tsx';

/** /{role}/appointments/create (spec 2 §2.2): the appointment form on a page of its own. */
export default function CreateAppointmentPage() {
  return (
    <WithViewModel id={OrderTokens.createAppointmentViewModel}>
      {(vm: CreateAppointmentViewModel) => <CreateAppointmentScreen vm={vm} />}
    </WithViewModel>
  );
}

function CreateAppointmentScreen({ vm }: { vm: CreateAppointmentViewModel }) {
  const t = useText(appointmentText);
  useEffect(() => {
    void vm.start();
  }, [vm]);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>
      <AppointmentFormView vm={vm} />
      <DuplicateDialog vm={vm} />
      <ResultDialog vm={vm} />
    </Box>
  );
}
