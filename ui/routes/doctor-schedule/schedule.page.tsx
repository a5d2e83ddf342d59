import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { DoctorScheduleTokens } from '../../di/doctor-schedule.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { ScheduleView } from './schedule.view.tsx';
import type { ScheduleViewModel } from './schedule.view-model.ts';

function Loaded({ vm, doctorId }: { vm: ScheduleViewModel; doctorId: number }) {
  useEffect(() => {
    void vm.load(doctorId);
  }, [vm, doctorId]);
  return <ScheduleView vm={vm} />;
}

/** /offlineConsults/DoctorManagements/Schedule?drId= (spec 3 §2.1, §2.5): a doctor's weekly schedule. */
export default function SchedulePage() {
  const [params] = useSearchParams();
  const doctorId = Number(params.get('drId'));
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Schedule
      </Typography>
      {Number.isInteger(doctorId) && doctorId > 0 ? (
        <WithViewModel id={DoctorScheduleTokens.scheduleViewModel}>{(vm: ScheduleViewModel) => <Loaded vm={vm} doctorId={doctorId} />}</WithViewModel>
      ) : (
        <Typography role="alert">Choose a doctor from the Doctor List first.</Typography>
      )}
    </>
  );
}
