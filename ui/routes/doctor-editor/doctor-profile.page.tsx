import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { doctorIdOf, EditorSection } from '../../../core/doctors/editor-sections.ts';
import { listName } from '../../../core/doctors/list-filters.ts';
import { DoctorsTokens } from '../../di/doctors.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { DoctorEditorShell } from './doctor-editor-shell.tsx';
import type { DoctorProfileViewModel } from './doctor-profile.view-model.ts';
import { DoctorProfileView } from './doctor-profile.view.tsx';

const ProfileTab = observer(function ProfileTab({ vm, drId }: { vm: DoctorProfileViewModel; drId: number | null }) {
  useEffect(() => void vm.load(drId), [vm, drId]);
  const r = vm.record;
  return (
    <DoctorEditorShell section={EditorSection.profile} heading={{ name: r ? listName(r.profile.prefix, r.profile.firstName, r.profile.lastName) : null, doctorId: vm.doctorId }}>
      {!vm.isLoading && <DoctorProfileView vm={vm} />}
    </DoctorEditorShell>
  );
});

/** /offlineConsults/DoctorManagements[?drId=]: the editor's Doctor Profile tab (a new doctor without drId). */
export default function DoctorProfilePage() {
  const drId = doctorIdOf(useSearchParams()[0].get('drId'));
  return <WithViewModel id={DoctorsTokens.profileViewModel}>{(vm: DoctorProfileViewModel) => <ProfileTab key={drId ?? 'new'} vm={vm} drId={drId} />}</WithViewModel>;
}
