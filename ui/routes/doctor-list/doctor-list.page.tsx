import { DoctorsTokens } from '../../di/doctors.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { DoctorListView } from './doctor-list.view.tsx';
import type { DoctorListViewModel } from './doctor-list.view-model.ts';

/** /offlineConsults/DoctorManagement: the Doctor List. */
export default function DoctorListPage() {
  return <WithViewModel id={DoctorsTokens.listViewModel}>{(vm: DoctorListViewModel) => <DoctorListView vm={vm} />}</WithViewModel>;
}
