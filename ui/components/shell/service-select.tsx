import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Service } from '../../../core/session/services.ts';
import type { ShellViewModel } from './shell.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { shellText } from './shell.text.ts';

/** Switches between LABS and OFFLINE_CONSULTS; shown only when the user has valid services. */
export const ServiceSelect = observer(function ServiceSelect({ vm, fullWidth }: { vm: ShellViewModel; fullWidth?: boolean }) {
  const id = useId();
  const t = useText(shellText);
  if (vm.validServices.length === 0) return null;
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={fullWidth ? undefined : { flex: '0 1 190px', minWidth: 120 }}>
      <InputLabel id={id}>{t('service')}</InputLabel>
      <Select<Service> labelId={id} label={t('service')} value={vm.serviceSelected ?? ''} onChange={(e) => vm.selectService(e.target.value as Service)}>
        {vm.validServices.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
});
