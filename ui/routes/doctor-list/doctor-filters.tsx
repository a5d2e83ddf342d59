import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import type { ReactNode } from 'react';
import { QC_STATUSES, SPECIALITIES, type QcStatus } from '../../../core/doctors/doctor-catalogue.ts';
import { ProfileStatus, type DoctorFilters } from '../../../core/doctors/list-filters.ts';
import type { DoctorListViewModel } from './doctor-list.view-model.ts';

function Group({ vm, group, children }: { vm: DoctorListViewModel; group: keyof DoctorFilters; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 220, flex: '1 1 220px' }}>
      {children}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={() => vm.clearFilter(group)}>
          Clear All
        </Button>
        <Button size="small" variant="outlined" onClick={vm.applyFilters}>
          Apply
        </Button>
      </Box>
    </Box>
  );
}

function MultiSelect({ id, label, options, value, onChange }: { id: string; label: string; options: readonly string[]; value: readonly string[]; onChange: (v: string[]) => void }) {
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        multiple
        value={[...value]}
        label={label}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={(selected) => selected.join(', ')}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            <Checkbox checked={value.includes(o)} size="small" />
            <ListItemText primary={o} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The Doctor List's filters (spec 3 §2.4): Profile Status, QC Status, Speciality, each with Clear All and Apply, and an overall Clear All. */
export const DoctorFiltersPanel = observer(function DoctorFiltersPanel({ vm }: { vm: DoctorListViewModel }) {
  const d = vm.draft;
  return (
    <Paper variant="outlined" component="section" aria-label="Filters" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <Group vm={vm} group="profileStatus">
        <FormControl>
          <FormLabel id="profile-status-label">Profile Status</FormLabel>
          <RadioGroup row aria-labelledby="profile-status-label" value={d.profileStatus ?? ''} onChange={(e) => vm.editFilters({ profileStatus: e.target.value as ProfileStatus })}>
            <FormControlLabel value={ProfileStatus.Active} control={<Radio size="small" />} label="Active" />
            <FormControlLabel value={ProfileStatus.Inactive} control={<Radio size="small" />} label="Inactive" />
          </RadioGroup>
        </FormControl>
      </Group>
      <Group vm={vm} group="qcStatuses">
        <MultiSelect id="qc-status-filter" label="QC Status" options={QC_STATUSES} value={d.qcStatuses} onChange={(v) => vm.editFilters({ qcStatuses: v as QcStatus[] })} />
      </Group>
      <Group vm={vm} group="specialities">
        <MultiSelect id="speciality-filter" label="Speciality" options={SPECIALITIES} value={d.specialities} onChange={(v) => vm.editFilters({ specialities: v })} />
      </Group>
      <Box sx={{ alignSelf: 'center' }}>
        <Button onClick={vm.clearAllFilters}>Clear All Filters</Button>
      </Box>
    </Paper>
  );
});
