import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { doctorIdOf } from '../../../core/doctors/editor-sections.ts';
import { DoctorScheduleTokens } from '../../di/doctor-schedule.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { DoctorEditorShell } from '../doctor-editor/doctor-editor-shell.tsx';
import { ScheduleView } from './schedule.view.tsx';
import type { ScheduleViewModel } from './schedule.view-model.ts';
import { translate } from '../../i18n/define-text.ts';
import { scheduleText } from './doctor-schedule.text.ts';

const Loaded = observer(function Loaded({ vm, doctorId }: { vm: ScheduleViewModel; doctorId: number }) {
  useEffect(() => {
    void vm.load(doctorId);
  }, [vm, doctorId]);
  return (
    <DoctorEditorShell section="schedule" heading={{ name: vm.doctor?.name ?? null, doctorId }}>
      <ScheduleView vm={vm} />
    </DoctorEditorShell>
  );
});

/** /offlineConsults/DoctorManagements/Schedule?drId= (spec 3 §2.1, §2.5): a doctor's weekly schedule in the editor's frame. */
export default function SchedulePage() {
  const doctorId = doctorIdOf(useSearchParams()[0].get('drId'));
  if (doctorId === null) {
    return (
      <DoctorEditorShell section="schedule" heading={{ name: null, doctorId: null }}>
        <Typography role="alert">{translate(scheduleText, 'saveFirst')}</Typography>
      </DoctorEditorShell>
    );
  }
  return <WithViewModel id={DoctorScheduleTokens.scheduleViewModel}>{(vm: ScheduleViewModel) => <Loaded vm={vm} doctorId={doctorId} />}</WithViewModel>;
}
