import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { DoctorScheduleTokens } from '../../di/doctor-schedule.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { HolidaysView } from './holidays.view.tsx';
import type { HolidaysViewModel } from './holidays.view-model.ts';

function Loaded({ vm, doctorId }: { vm: HolidaysViewModel; doctorId: number }) {
  useEffect(() => {
    void vm.load(doctorId);
  }, [vm, doctorId]);
  return <HolidaysView vm={vm} />;
}

/** /offlineConsults/DoctorManagements/Holidays?drId= (spec 3 §2.1, §2.5): a doctor's holidays. */
export default function HolidaysPage() {
  const [params] = useSearchParams();
  const doctorId = Number(params.get('drId'));
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Holidays
      </Typography>
      {Number.isInteger(doctorId) && doctorId > 0 ? (
        <WithViewModel id={DoctorScheduleTokens.holidaysViewModel}>{(vm: HolidaysViewModel) => <Loaded vm={vm} doctorId={doctorId} />}</WithViewModel>
      ) : (
        <Typography role="alert">Choose a doctor from the Doctor List first.</Typography>
      )}
    </>
  );
}
