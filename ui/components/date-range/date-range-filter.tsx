import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import type { DatePreset } from '../../../core/appointments/date-presets.ts';
import { SearchIcon } from '../icons/search-icon.tsx';
import type { DateRangeModel } from './date-range.model.ts';

/** Preset, starting and ending date (editable only for Custom) and a search icon that applies them. */
export const DateRangeFilter = observer(function DateRangeFilter({ model, onApply }: { model: DateRangeModel; onApply: () => void }) {
  const apply = (applied: boolean) => {
    if (applied) onApply();
  };
  return (
    <Box component="form" role="search" aria-label="Date range" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        apply(model.apply());
      }}
    >
      <FormControl size="small" sx={{ minWidth: 170 }}>
        <InputLabel id="date-preset-label">Date filter</InputLabel>
        <Select labelId="date-preset-label" label="Date filter" value={model.preset} onChange={(e) => apply(model.setPreset(e.target.value as DatePreset))}>
          {model.presets.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField size="small" type="date" label="Starting date" value={model.draft.startDate} disabled={!model.editable}
        onChange={(e) => model.setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="date" label="Ending date" value={model.draft.endDate} disabled={!model.editable}
        onChange={(e) => model.setEnd(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <IconButton type="submit" aria-label="Search dates" color="primary">
        <SearchIcon />
      </IconButton>
      {model.editable && model.problem ? (
        <FormHelperText error role="alert" sx={{ flexBasis: '100%', m: 0 }}>
          {model.problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
});
