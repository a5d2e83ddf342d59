import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { SPOC_DEPARTMENTS, type SpocService } from '../../../core/spoc/spoc-roles.ts';
import { MultiSelect } from '../../components/filters/multi-select.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { spocText } from './spoc-form.text.ts';
import type { SpocFormViewModel } from './spoc-form.view-model.ts';

/** The form's names for the two services and their department lists. */
const SERVICE_LABEL = { ofc: 'inClinic', labs: 'labs' } as const satisfies Record<SpocService, string>;
const DEPARTMENTS_LABEL = { ofc: 'inClinicSpecialities', labs: 'labsSpecialities' } as const satisfies Record<SpocService, string>;

/** Services (InClinic, Labs) the user may grant and, for each one on, its departments (spec 3 §2.7, §4.3). */
export const SpocServiceFields = observer(function SpocServiceFields({ vm }: { vm: SpocFormViewModel }) {
  const f = vm.form;
  const e = vm.errors;
  const t = useText(spocText);
  const tc = useCoreText();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl component="fieldset" required error={!!e.selectedServices}>
        <FormLabel component="legend">{t('services')}</FormLabel>
        <FormGroup row>
          {vm.choices.services.map((s) => (
            <FormControlLabel key={s} control={<Checkbox checked={f.services[s]} onChange={(ev) => vm.toggleService(s, ev.target.checked)} />} label={t(SERVICE_LABEL[s])} />
          ))}
        </FormGroup>
        {e.selectedServices && <FormHelperText>{tc(e.selectedServices)}</FormHelperText>}
      </FormControl>
      {vm.choices.services.filter((s) => f.services[s]).map((s) => (
        <MultiSelect
          key={s}
          id={`spoc-departments-${s}`}
          label={t(DEPARTMENTS_LABEL[s])}
          options={SPOC_DEPARTMENTS[s]}
          optionLabel={tc}
          value={f.departments[s]}
          onChange={(v) => vm.setDepartments(s, v)}
          required={vm.specialtiesRequired}
          error={e[`departments.${s}`] && tc(e[`departments.${s}`]!)}
        />
      ))}
    </Box>
  );
});
