import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';

export interface FirstNameSearchProps {
  /** The search box's label, naming what is searched ("Search doctors"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  onClear: () => void;
}

/**
 * A list's search with Search By offering only First Name (spec 3 §2.4, §2.6): Enter or the search
 * icon runs it, the clear icon resets it. The shell's top-bar search serves appointments only.
 */
export function FirstNameSearch({ label, value, onChange, onSearch, onClear }: FirstNameSearchProps) {
  const t = useText(componentsText);
  return (
    <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); onSearch(); }} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <TextField select size="small" label={t('searchBy')} value="firstName" sx={{ minWidth: 140 }}>
        <MenuItem value="firstName">{t('firstName')}</MenuItem>
      </TextField>
      <TextField size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ flex: '1 1 200px' }} />
      <IconButton type="submit" aria-label={t('search')}>⌕</IconButton>
      <IconButton aria-label={t('clearSearch')} onClick={onClear}>✕</IconButton>
    </Box>
  );
}
