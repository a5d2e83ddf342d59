import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { doctorIdOf } from '../../../core/doctors/editor-sections.ts';
import { DoctorScheduleTokens } from '../../di/doctor-schedule.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { DoctorEditorShell } from '../doctor-editor/doctor-editor-shell.tsx';
import { HolidaysView } from './holidays.view.tsx';
import type { HolidaysViewModel } from './holidays.view-model.ts';
import { translate } from '../../i18n/define-text.ts';
import { scheduleText } from '../doctor-schedule/doctor-schedule.text.ts';

const Loaded = observer(function Loaded({ vm, doctorId }: { vm: HolidaysViewModel; doctorId: number }) {
  useEffect(() => {
    void vm.load(doctorId);
  }, [vm, doctorId]);
  return (
    <DoctorEditorShell section="holidays" heading={{ name: vm.doctor?.name ?? null, doctorId }}>
      <HolidaysView vm={vm} />
    </DoctorEditorShell>
  );
});

/** /offlineConsults/DoctorManagements/Holidays?drId= (spec 3 §2.1, §2.5): a doctor's holidays in the editor's frame. */
export default function HolidaysPage() {
  const doctorId = doctorIdOf(useSearchParams()[0].get('drId'));
  if (doctorId === null) {
    return (
      <DoctorEditorShell section="holidays" heading={{ name: null, doctorId: null }}>
        <Typography role="alert">{translate(scheduleText, 'saveFirstHolidays')}</Typography>
      </DoctorEditorShell>
    );
  }
  return <WithViewModel id={DoctorScheduleTokens.holidaysViewModel}>{(vm: HolidaysViewModel) => <Loaded vm={vm} doctorId={doctorId} />}</WithViewModel>;
}
