import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { QC_STATUSES, SPECIALITIES, type QcStatus } from '../../../core/doctors/doctor-catalogue.ts';
import { FilterGroup } from '../../components/filters/filter-group.tsx';
import { MultiSelect } from '../../components/filters/multi-select.tsx';
import { ProfileStatusRadio } from '../../components/filters/profile-status-radio.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import type { DoctorListViewModel } from './doctor-list.view-model.ts';
import { doctorListText } from './doctor-list.text.ts';

/** The Doctor List's filters (spec 3 §2.4): Profile Status, QC Status, Speciality, each with Clear All and Apply, and an overall Clear All. */
export const DoctorFiltersPanel = observer(function DoctorFiltersPanel({ vm }: { vm: DoctorListViewModel }) {
  const d = vm.draft;
  const t = useText(doctorListText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" component="section" aria-label={t('filters')} sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <FilterGroup onClear={() => vm.clearFilter('profileStatus')} onApply={vm.applyFilters}>
        <ProfileStatusRadio value={d.profileStatus} onChange={(profileStatus) => vm.editFilters({ profileStatus })} />
      </FilterGroup>
      <FilterGroup onClear={() => vm.clearFilter('qcStatuses')} onApply={vm.applyFilters}>
        <MultiSelect id="qc-status-filter" label={t('qcStatus')} options={QC_STATUSES} optionLabel={tc} value={d.qcStatuses} onChange={(v) => vm.editFilters({ qcStatuses: v as QcStatus[] })} />
      </FilterGroup>
      <FilterGroup onClear={() => vm.clearFilter('specialities')} onApply={vm.applyFilters}>
        <MultiSelect id="speciality-filter" label={t('speciality')} options={SPECIALITIES} optionLabel={tc} value={d.specialities} onChange={(v) => vm.editFilters({ specialities: v })} />
      </FilterGroup>
      <Box sx={{ alignSelf: 'center' }}>
        <Button onClick={vm.clearAllFilters}>{t('clearAll')}</Button>
      </Box>
    </Paper>
  );
});
