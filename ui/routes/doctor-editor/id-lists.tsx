import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MCI_STATES, NATIONAL_MCI_NAME } from '../../../core/doctors/doctor-catalogue.ts';
import { awardError } from '../../../core/doctors/id-patterns.ts';
import { moreImages } from '../../../core/doctors/list-filters.ts';
import type { DoctorProfileViewModel, ItemList } from './doctor-profile.view-model.ts';
import { ImageUploadButton } from './image-upload-button.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { doctorEditorText } from './doctor-editor.text.ts';

const row = { display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', p: 1.5, mb: 1 } as const;

function Images({ vm, list, index, images, what }: { vm: DoctorProfileViewModel; list: ItemList; index: number; images: readonly string[]; what: string }) {
  const first = images[0];
  const t = useText(doctorEditorText);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {first && vm.imageLinks[first] && <Box component="img" src={vm.imageLinks[first]} alt={t('image', { what })} sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }} />}
      {first && !vm.imageLinks[first] && <Typography variant="body2">{t('oneImage')}</Typography>}
      {moreImages(images.length) && <Typography variant="body2">{moreImages(images.length)}</Typography>}
      <ImageUploadButton label={t('uploadImage', { what })} onFile={(f) => void vm.uploadItemImage(list, index, f)} />
    </Box>
  );
}

function Section({ title, onAdd, addLabel, children }: { title: string; onAdd: () => void; addLabel: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6">{title}</Typography>
        <Button onClick={onAdd}>{addLabel}</Button>
      </Box>
      {children}
    </Box>
  );
}

/** MCI registrations: national (India, one active) or a state, 6–12 letters or digits. */
export const McIdList = observer(function McIdList({ vm }: { vm: DoctorProfileViewModel }) {
  const t = useText(doctorEditorText);
  const tc = useCoreText();
  return (
    <Section title={t('mciIds')} onAdd={() => vm.addItem('mciIds')} addLabel={t('addMciId')}>
      {vm.profile.mciIds.map((m, i) =>
        m.isActive === false ? null : (
          <Paper key={m.id ?? `new-${i}`} variant="outlined" sx={row}>
            <TextField select size="small" label={t('mciIdType')} value={m.idName === '' ? '' : m.idName === NATIONAL_MCI_NAME ? 'national' : 'state'} sx={{ minWidth: 150 }}
              onChange={(e) => vm.updateItem('mciIds', i, { idName: e.target.value === 'national' ? NATIONAL_MCI_NAME : MCI_STATES[0] })}>
              <MenuItem value="national">{t('national')}</MenuItem>
              <MenuItem value="state">{t('state')}</MenuItem>
            </TextField>
            {m.idName !== '' && m.idName !== NATIONAL_MCI_NAME && (
              <TextField select size="small" label={t('state')} value={m.idName} slotProps={{ select: { SelectDisplayProps: { translate: 'no' } as object } }} sx={{ minWidth: 170 }} onChange={(e) => vm.updateItem('mciIds', i, { idName: e.target.value })}>
                {MCI_STATES.map((s) => <MenuItem key={s} value={s} translate="no">{s}</MenuItem>)}
              </TextField>
            )}
            <TextField size="small" label={t('registrationId')} required value={m.idNumber} onChange={(e) => vm.updateItem('mciIds', i, { idNumber: e.target.value })}
              error={!!vm.mcIdErrors(i).idNumber || !!vm.mcIdErrors(i).idName} helperText={[vm.mcIdErrors(i).idNumber ?? vm.mcIdErrors(i).idName].map((m) => m && tc(m))[0]} />
            <Images vm={vm} list="mciIds" index={i} images={m.uploadedImages ?? []} what={t('mciId')} />
            <Button color="error" onClick={() => vm.removeItem('mciIds', i)}>{t('remove')}</Button>
          </Paper>
        ),
      )}
    </Section>
  );
});

/** Government IDs with the per-type patterns; a type already active is not offered again. */
export const GovernmentIdList = observer(function GovernmentIdList({ vm }: { vm: DoctorProfileViewModel }) {
  const t = useText(doctorEditorText);
  const tc = useCoreText();
  return (
    <Section title={t('governmentIds')} onAdd={() => vm.addItem('governmentIds')} addLabel={t('addGovernmentId')}>
      {vm.profile.governmentIds.map((g, i) => {
        if (g.isActive === false) return null;
        const errors = vm.governmentIdErrors(i);
        return (
          <Paper key={g.id ?? `new-${i}`} variant="outlined" sx={row}>
            <TextField select size="small" label={t('idType')} required value={g.idName} sx={{ minWidth: 170 }} error={!!errors.idName} helperText={errors.idName && tc(errors.idName)}
              onChange={(e) => vm.updateItem('governmentIds', i, { idName: e.target.value })}>
              {vm.offeredIdTypes(i).map((type) => <MenuItem key={type} value={type}>{tc(type)}</MenuItem>)}
            </TextField>
            {g.idName === 'Other' && (
              <TextField size="small" label={t('idName')} required value={g.other ?? ''} error={!!errors.other} helperText={errors.other && tc(errors.other)} onChange={(e) => vm.updateItem('governmentIds', i, { other: e.target.value })} />
            )}
            <TextField size="small" label={t('idNumber')} required value={g.idNumber} error={!!errors.idNumber} helperText={errors.idNumber && tc(errors.idNumber)} onChange={(e) => vm.updateItem('governmentIds', i, { idNumber: e.target.value })} />
            <Images vm={vm} list="governmentIds" index={i} images={g.uploadedImages ?? []} what={t('governmentId')} />
            <Button color="error" onClick={() => vm.removeItem('governmentIds', i)}>{t('remove')}</Button>
          </Paper>
        );
      })}
    </Section>
  );
});

/** Awards: a name ("Mandatory field") and images. */
export const AwardList = observer(function AwardList({ vm }: { vm: DoctorProfileViewModel }) {
  const t = useText(doctorEditorText);
  const tc = useCoreText();
  return (
    <Section title={t('awards')} onAdd={() => vm.addItem('awards')} addLabel={t('addAward')}>
      {vm.profile.awards.map((a, i) => {
        if (a.isActive === false) return null;
        const error = vm.showErrors ? awardError(a) : undefined;
        return (
          <Paper key={a.id ?? `new-${i}`} variant="outlined" sx={row}>
            <TextField size="small" label={t('awardName')} required value={a.name} error={!!error} helperText={error && tc(error)} onChange={(e) => vm.updateItem('awards', i, { name: e.target.value })} sx={{ flex: '1 1 220px' }} />
            <Images vm={vm} list="awards" index={i} images={a.uploadedImages ?? []} what={t('award')} />
            <Button color="error" onClick={() => vm.removeItem('awards', i)}>{t('remove')}</Button>
          </Paper>
        );
      })}
    </Section>
  );
});
