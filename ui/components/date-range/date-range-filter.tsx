import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { DatePreset } from '../../../core/appointments/date-presets.ts';
import { DateField } from '../calendar/date-field.tsx';
import { SearchIcon } from '../icons/search-icon.tsx';
import type { DateRangeModel } from './date-range.model.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import '../components.core-text.ts';

/**
 * The date-range filter of a list (spec 1 §2): a preset, the starting and ending days (typed or
 * picked on the calendar, only for Custom) and a search icon, or Enter in a day, that applies
 * them. On a phone the fields take the whole width, one under the other.
 */
export const DateRangeFilter = observer(function DateRangeFilter({ model, onApply }: { model: DateRangeModel; onApply: () => void }) {
  const presetLabel = useId();
  const t = useText(componentsText);
  const core = useCoreText();
  const problemId = useId();
  const apply = (applied: boolean) => {
    if (applied) onApply();
  };
  const problem = model.editable ? model.problem : undefined;
  return (
    <Box component="form" role="search" aria-label={t('dateRange')} aria-describedby={problem ? problemId : undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        apply(model.apply());
      }}
    >
      <FormControl size="small" sx={{ width: { xs: '100%', sm: 172 } }}>
        <InputLabel id={presetLabel}>{t('dateFilter')}</InputLabel>
        <Select labelId={presetLabel} label={t('dateFilter')} value={model.preset} onChange={(e) => apply(model.setPreset(e.target.value as DatePreset))}>
          {model.presets.map((p) => (
            <MenuItem key={p} value={p}>
              {core(p)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <DateField label={t('startingDate')} value={model.draft.startDate} onChange={model.setStart} today={model.today} disabled={!model.editable}
        highlight={model.draft} onTypedProblem={(problem) => model.typed.report('start', problem)} />
      <DateField label={t('endingDate')} value={model.draft.endDate} onChange={model.setEnd} today={model.today} disabled={!model.editable}
        min={model.editable ? model.draft.startDate : undefined} highlight={model.draft}
        onTypedProblem={(problem) => model.typed.report('end', problem)} />
      <IconButton type="submit" aria-label={t('searchDates')} color="primary">
        <SearchIcon />
      </IconButton>
      {problem ? (
        <FormHelperText id={problemId} error role="alert" sx={{ flexBasis: '100%', m: 0 }}>
          {core(problem)}
        </FormHelperText>
      ) : null}
    </Box>
  );
});
