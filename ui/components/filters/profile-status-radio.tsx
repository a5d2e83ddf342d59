import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ProfileStatus } from '../../../core/doctors/list-filters.ts';

/** The Profile Status filter: Active or Inactive, none chosen meaning both (spec 3 §2.4, §2.6). */
export function ProfileStatusRadio({ value, onChange }: { value: ProfileStatus | null; onChange: (value: ProfileStatus) => void }) {
  return (
    <FormControl>
      <FormLabel id="profile-status-label">Profile Status</FormLabel>
      <RadioGroup row aria-labelledby="profile-status-label" value={value ?? ''} onChange={(e) => onChange(e.target.value as ProfileStatus)}>
        <FormControlLabel value={ProfileStatus.Active} control={<Radio size="small" />} label="Active" />
        <FormControlLabel value={ProfileStatus.Inactive} control={<Radio size="small" />} label="Inactive" />
      </RadioGroup>
    </FormControl>
  );
}
