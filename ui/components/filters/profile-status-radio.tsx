import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ProfileStatus } from '../../../core/doctors/list-filters.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';

/** The Profile Status filter: Active or Inactive, none chosen meaning both (spec 3 §2.4, §2.6). */
export function ProfileStatusRadio({ value, onChange }: { value: ProfileStatus | null; onChange: (value: ProfileStatus) => void }) {
  const t = useText(componentsText);
  return (
    <FormControl>
      <FormLabel id="profile-status-label">{t('profileStatus')}</FormLabel>
      <RadioGroup row aria-labelledby="profile-status-label" value={value ?? ''} onChange={(e) => onChange(e.target.value as ProfileStatus)}>
        <FormControlLabel value={ProfileStatus.Active} control={<Radio size="small" />} label={t('active')} />
        <FormControlLabel value={ProfileStatus.Inactive} control={<Radio size="small" />} label={t('inactive')} />
      </RadioGroup>
    </FormControl>
  );
}
