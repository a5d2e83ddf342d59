import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { ShellViewModel } from './shell.view-model.ts';

const SELECT_ALL = 'all';

/** Parent providers pick the child providers the lists cover, with Select All; anyone else sees their entity name. */
export const ProviderSelect = observer(function ProviderSelect({ vm, fullWidth }: { vm: ShellViewModel; fullWidth?: boolean }) {
  const id = useId();
  if (!vm.isParentProvider) {
    return (
      <Typography noWrap sx={{ fontWeight: 600, maxWidth: fullWidth ? '100%' : 260, minWidth: 0, flexShrink: 1 }} title={vm.entityName}>
        {vm.entityName}
      </Typography>
    );
  }
  const names = new Map(vm.childProviders.map((c) => [c.id, c.name]));
  const summary = (ids: readonly number[]) =>
    vm.allProvidersSelected ? 'All providers' : ids.length === 0 ? 'No provider chosen' : ids.map((i) => names.get(i)).join(', ');
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={fullWidth ? undefined : { flex: '0 1 250px', minWidth: 140 }}>
      <InputLabel id={id}>Providers</InputLabel>
      <Select<(number | string)[]>
        labelId={id}
        label="Providers"
        multiple
        value={vm.selectedProviders}
        renderValue={(ids) => summary(ids as number[])}
        onChange={(e) => {
          const value = e.target.value as (number | string)[];
          if (value.includes(SELECT_ALL)) vm.toggleAllProviders();
          else vm.setSelectedProviders(value as number[]);
        }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 139, width: 250 } } } }}
      >
        <MenuItem value={SELECT_ALL}>
          <Checkbox checked={vm.allProvidersSelected} indeterminate={!vm.allProvidersSelected && vm.selectedProviders.length > 0} size="small" />
          <ListItemText primary="Select All" />
        </MenuItem>
        {vm.childProviders.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            <Checkbox checked={vm.selectedProviders.includes(c.id)} size="small" />
            <ListItemText primary={c.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
});
