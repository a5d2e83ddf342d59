import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { CheckboxIcon } from '../icons/checkbox-icon.tsx';
import type { ShellViewModel } from './shell.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { shellText } from './shell.text.ts';

const SELECT_ALL = 'all';

/**
 * The tick of an option, drawn only: the option itself is the control and says whether it is
 * chosen (aria-selected), so the box must not be a second, unlabelled control inside it.
 */
function Tick({ checked, indeterminate }: { checked: boolean; indeterminate?: boolean }) {
  const state = checked ? 'checked' : indeterminate ? 'indeterminate' : 'empty';
  return (
    <ListItemIcon sx={{ color: checked || indeterminate ? 'primary.main' : 'text.secondary' }}>
      <CheckboxIcon state={state} size="1.25rem" />
    </ListItemIcon>
  );
}

/**
 * The top bar's child-entity multi-select with Select All (spec 2 §2.7): a parent provider picks the
 * branches, an insurer the corporates, its lists cover; anyone else sees their entity name.
 */
export const ChildEntitySelect = observer(function ChildEntitySelect({ vm, fullWidth }: { vm: ShellViewModel; fullWidth?: boolean }) {
  const id = useId();
  const t = useText(shellText);
  const picker = vm.childPicker;
  if (!picker) {
    return (
      <Typography noWrap sx={{ fontWeight: 600, maxWidth: fullWidth ? '100%' : 260, minWidth: 0, flexShrink: 1 }} title={vm.entityName} translate="no">
        {vm.entityName}
      </Typography>
    );
  }
  const names = new Map(picker.options.map((c) => [c.id, c.name]));
  const summary = (ids: readonly number[]) =>
    picker.allSelected ? picker.allLabel : ids.length === 0 ? picker.noneLabel : ids.flatMap((i) => names.get(i) ?? []).join(', ');
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={fullWidth ? undefined : { flex: '0 1 250px', minWidth: 140 }}>
      <InputLabel id={id}>{picker.label}</InputLabel>
      <Select<(number | string)[]>
        labelId={id}
        label={picker.label}
        multiple
        value={[...picker.selected]}
        renderValue={(ids) => summary(ids as number[])}
        onChange={(e) => {
          const value = e.target.value as (number | string)[];
          if (value.includes(SELECT_ALL)) picker.toggleAll();
          else picker.set(value as number[]);
        }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 139, width: 250 } } } }}
      >
        <MenuItem value={SELECT_ALL}>
          <Tick checked={picker.allSelected} indeterminate={!picker.allSelected && picker.selected.length > 0} />
          <ListItemText primary={t('selectAll')} />
        </MenuItem>
        {picker.options.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            <Tick checked={picker.selected.includes(c.id)} />
            <ListItemText primary={c.name} translate="no" />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
});
