import { useId, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { SearchBy } from '../../../core/search/search-by.ts';
import { CloseIcon } from '../icons/close-icon.tsx';
import { SearchIcon } from '../icons/search-icon.tsx';
import type { ShellViewModel } from './shell.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { shellText } from './shell.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';

/** Search-by selector and free text; Enter or the search icon runs it, the cross clears it and its results. */
export const SearchBox = observer(function SearchBox({ vm, fullWidth }: { vm: ShellViewModel; fullWidth?: boolean }) {
  const id = useId();
  const t = useText(shellText);
  const core = useCoreText();
  // Results show while the address carries a search (the top bar's search always writes it there).
  const resultsShown = useSearchParams()[0].has('search');
  // Where the search runs from decides where its results show (the e-sales queue or All Appointments).
  const from = useLocation().pathname;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      vm.runSearch(from);
    }
  };
  return (
    <Box role="search" sx={{ display: 'flex', gap: 1, alignItems: 'center', width: fullWidth ? '100%' : 'auto' }}>
      <FormControl size="small" sx={{ minWidth: 150 }}>
        <InputLabel id={`${id}-by`}>{t('searchBy')}</InputLabel>
        <Select<SearchBy>
          labelId={`${id}-by`}
          label={t('searchBy')}
          value={vm.activeSearchBy ?? ''}
          onChange={(e) => vm.setSearchBy(e.target.value as SearchBy)}
        >
          {vm.searchOptions.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {core(o.label)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ flex: 1, minWidth: fullWidth ? 0 : 220 }}>
        <InputLabel htmlFor={`${id}-text`}>{t('search')}</InputLabel>
        <OutlinedInput
          id={`${id}-text`}
          label={t('search')}
          value={vm.searchText}
          onChange={(e) => vm.setSearchText(e.target.value)}
          onKeyDown={onKeyDown}
          endAdornment={
            <InputAdornment position="end">
              {vm.searchText || resultsShown ? (
                <IconButton size="small" aria-label={t('clearSearch')} onClick={() => vm.clearSearch(resultsShown, from)}>
                  <CloseIcon size="1.25rem" />
                </IconButton>
              ) : null}
              <IconButton size="small" edge="end" aria-label={t('runSearch')} onClick={() => vm.runSearch(from)}>
                <SearchIcon size="1.25rem" />
              </IconButton>
            </InputAdornment>
          }
        />
      </FormControl>
    </Box>
  );
});
