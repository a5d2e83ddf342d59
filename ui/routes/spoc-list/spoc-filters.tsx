import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { SPOC_SPECIALITY_OPTIONS } from '../../../core/spoc/spoc-list-filters.ts';
import { SPOC_SERVICE_LABEL, SPOC_SERVICES, type SpocService } from '../../../core/spoc/spoc-roles.ts';
import { FilterGroup } from '../../components/filters/filter-group.tsx';
import { MultiSelect } from '../../components/filters/multi-select.tsx';
import { ProfileStatusRadio } from '../../components/filters/profile-status-radio.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { spocText } from '../spoc-form/spoc-form.text.ts';
import type { SpocListViewModel } from './spoc-list.view-model.ts';

/** The SPOC List's filters (spec 3 §2.6): Profile Status, Services, Speciality, each with Clear All and Apply, and an overall Clear All. */
export const SpocFiltersPanel = observer(function SpocFiltersPanel({ vm }: { vm: SpocListViewModel }) {
  const d = vm.draft;
  const t = useText(spocText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" component="section" aria-label={t('filters')} sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <FilterGroup onClear={() => vm.clearFilter('profileStatus')} onApply={vm.applyFilters}>
        <ProfileStatusRadio value={d.profileStatus} onChange={(profileStatus) => vm.editFilters({ profileStatus })} />
      </FilterGroup>
      <FilterGroup onClear={() => vm.clearFilter('services')} onApply={vm.applyFilters}>
        <MultiSelect
          id="spoc-service-filter"
          label={t('services')}
          options={SPOC_SERVICES}
          optionLabel={(s) => tc(SPOC_SERVICE_LABEL[s as SpocService])}
          value={d.services}
          onChange={(v) => vm.editFilters({ services: v as SpocService[] })}
        />
      </FilterGroup>
      <FilterGroup onClear={() => vm.clearFilter('specialities')} onApply={vm.applyFilters}>
        <MultiSelect id="spoc-speciality-filter" label={t('speciality')} options={SPOC_SPECIALITY_OPTIONS} optionLabel={tc} value={d.specialities} onChange={(v) => vm.editFilters({ specialities: v })} />
      </FilterGroup>
      <Box sx={{ alignSelf: 'center' }}>
        <Button onClick={vm.clearAllFilters}>{t('clearAll')}</Button>
      </Box>
    </Paper>
  );
});
