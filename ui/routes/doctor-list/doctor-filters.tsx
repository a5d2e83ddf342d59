import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { QC_STATUSES, SPECIALITIES, type QcStatus } from '../../../core/doctors/doctor-catalogue.ts';
import { FilterGroup } from '../../components/filters/filter-group.tsx';
import { MultiSelect } from '../../components/filters/multi-select.tsx';
import { ProfileStatusRadio } from '../../components/filters/profile-status-radio.tsx';
import type { DoctorListViewModel } from './doctor-list.view-model.ts';

/** The Doctor List's filters (spec 3 §2.4): Profile Status, QC Status, Speciality, each with Clear All and Apply, and an overall Clear All. */
export const DoctorFiltersPanel = observer(function DoctorFiltersPanel({ vm }: { vm: DoctorListViewModel }) {
  const d = vm.draft;
  return (
    <Paper variant="outlined" component="section" aria-label="Filters" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <FilterGroup onClear={() => vm.clearFilter('profileStatus')} onApply={vm.applyFilters}>
        <ProfileStatusRadio value={d.profileStatus} onChange={(profileStatus) => vm.editFilters({ profileStatus })} />
      </FilterGroup>
      <FilterGroup onClear={() => vm.clearFilter('qcStatuses')} onApply={vm.applyFilters}>
        <MultiSelect id="qc-status-filter" label="QC Status" options={QC_STATUSES} value={d.qcStatuses} onChange={(v) => vm.editFilters({ qcStatuses: v as QcStatus[] })} />
      </FilterGroup>
      <FilterGroup onClear={() => vm.clearFilter('specialities')} onApply={vm.applyFilters}>
        <MultiSelect id="speciality-filter" label="Speciality" options={SPECIALITIES} value={d.specialities} onChange={(v) => vm.editFilters({ specialities: v })} />
      </FilterGroup>
      <Box sx={{ alignSelf: 'center' }}>
        <Button onClick={vm.clearAllFilters}>Clear All Filters</Button>
      </Box>
    </Paper>
  );
});
