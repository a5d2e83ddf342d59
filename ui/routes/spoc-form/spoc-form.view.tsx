import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { SpocMessage } from '../../../core/spoc/spoc-messages.ts';
import { ACCESS_LEVEL_LABEL, type AccessLevel } from '../../../core/spoc/spoc-roles.ts';
import { SpocCommsFields } from './spoc-comms-fields.tsx';
import { SpocFormHeader } from './spoc-form-header.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { spocText } from './spoc-form.text.ts';
import type { SpocFormViewModel } from './spoc-form.view-model.ts';
import { SpocServiceFields } from './spoc-service-fields.tsx';

const plus91 = { input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> }, htmlInput: { inputMode: 'numeric' as const, maxLength: 10 } };

/** The SPOC add/edit form (spec 3 §2.7): every field, its rules' messages once a save was tried, Close and Save. */
export const SpocFormView = observer(function SpocFormView({ vm }: { vm: SpocFormViewModel }) {
  const f = vm.form;
  const t = useText(spocText);
  const tc = useCoreText();
  const e = Object.fromEntries(Object.entries(vm.errors).map(([field, message]) => [field, message && tc(message)])) as typeof vm.errors;
  return (
    <Box>
      <SpocFormHeader vm={vm} />
      <Paper
        component="form"
        noValidate
        aria-label={vm.isEdit ? t('editSpoc') : t('addSpoc')}
        variant="outlined"
        onSubmit={(ev) => { ev.preventDefault(); void vm.save(); }}
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {vm.isMasterProvider && (
            <TextField select required label={t('providerName')} value={f.branchId ?? ''} error={!!e.providerName} helperText={e.providerName} onChange={(ev) => vm.setBranch(Number(ev.target.value))}>
              {vm.branches.map((b) => <MenuItem key={b.id} value={b.id} translate="no">{b.name}</MenuItem>)}
            </TextField>
          )}
          <TextField required label={t('firstName')} value={f.firstName} error={!!e.firstName} helperText={e.firstName} onChange={(ev) => vm.setText('firstName', ev.target.value)} autoComplete="off" />
          <TextField required label={t('lastName')} value={f.lastName} error={!!e.lastName} helperText={e.lastName} onChange={(ev) => vm.setText('lastName', ev.target.value)} autoComplete="off" />
          <TextField required type="email" label={t('email')} value={f.email} error={!!e.email} helperText={e.email} onChange={(ev) => vm.setText('email', ev.target.value)} autoComplete="off" />
          <TextField label={t('phone')} value={f.phoneNumber} error={!!e.phoneNumber} helperText={e.phoneNumber} onChange={(ev) => vm.setPhoneNumber(ev.target.value)} slotProps={plus91} />
          <Box>
            <TextField fullWidth label={t('whatsApp')} value={f.whatsAppNumber} disabled={f.sameAsContact} error={!!e.whatsAppNumber} helperText={e.whatsAppNumber} onChange={(ev) => vm.setText('whatsAppNumber', ev.target.value)} slotProps={plus91} />
            <FormControlLabel control={<Checkbox checked={f.sameAsContact} onChange={(ev) => vm.setSameAsContact(ev.target.checked)} />} label={tc(SpocMessage.sameAsContact)} />
          </Box>
          <TextField select required label={t('accessLevel')} value={f.accessLevel ?? ''} error={!!e.accessLevel} helperText={e.accessLevel} onChange={(ev) => vm.setAccessLevel(ev.target.value as AccessLevel)}>
            {vm.choices.levels.map((l) => <MenuItem key={l} value={l}>{tc(ACCESS_LEVEL_LABEL[l])}</MenuItem>)}
          </TextField>
        </Box>
        <SpocServiceFields vm={vm} />
        <SpocCommsFields vm={vm} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={vm.close}>{t('close')}</Button>
          <Button type="submit" variant="contained" disabled={vm.isSaving}>
            {t('save')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
});
