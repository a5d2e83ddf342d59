import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCTOR_PREFIXES, FREE_FOLLOWUP_DAYS, GENDERS, LANGUAGES, SPECIALITIES } from '../../../core/doctors/doctor-catalogue.ts';
import { DOCTOR_LIST_PATH } from '../../../core/doctors/editor-sections.ts';
import { ProfileSave } from '../../../core/doctors/qc.ts';
import { DateField } from '../../components/calendar/date-field.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { doctorEditorText } from './doctor-editor.text.ts';
import type { DoctorProfileViewModel } from './doctor-profile.view-model.ts';
import { EducationDialog } from './education-dialog.tsx';
import { AwardList, GovernmentIdList, McIdList } from './id-lists.tsx';
import { ImageUploadButton } from './image-upload-button.tsx';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The Doctor Profile form (spec 3 §2.5, §5.2). */
export const DoctorProfileView = observer(function DoctorProfileView({ vm }: { vm: DoctorProfileViewModel }) {
  const navigate = useNavigate();
  const [educationOpen, setEducationOpen] = useState(false);
  const p = vm.profile;
  const t = useText(doctorEditorText);
  const tc = useCoreText();
  const e = Object.fromEntries(Object.entries(vm.errors).map(([field, message]) => [field, message && tc(message)])) as typeof vm.errors;
  return (
    <Box component="form" noValidate aria-label={t('form')} onSubmit={(ev) => { ev.preventDefault(); void vm.savePrimary(); }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Avatar src={vm.photoUrl ?? undefined} alt={t('photo')} sx={{ width: 72, height: 72 }} />
          <Box>
            <ImageUploadButton label={t('uploadPhoto')} onFile={(f) => void vm.uploadPhoto(f)} />
            {(e.doctorImageUrl || vm.imageError) && <FormHelperText error>{vm.imageError ? tc(vm.imageError) : e.doctorImageUrl}</FormHelperText>}
          </Box>
        </Box>
        <Box sx={grid}>
          {vm.isMasterProvider && (
            <TextField select required label={t('branch')} value={p.providerId ?? ''} error={!!e.providerId} helperText={e.providerId} onChange={(ev) => vm.set('providerId', Number(ev.target.value))}>
              {vm.branches.map((b) => <MenuItem key={b.id} value={b.id} translate="no">{b.name}</MenuItem>)}
            </TextField>
          )}
          <TextField select label={t('prefix')} value={p.prefix} slotProps={{ select: { SelectDisplayProps: { translate: 'no' } as object } }} onChange={(ev) => vm.set('prefix', ev.target.value)}>
            {DOCTOR_PREFIXES.map((x) => <MenuItem key={x} value={x} translate="no">{x}</MenuItem>)}
          </TextField>
          <TextField required label={t('firstName')} value={p.firstName} error={!!e.doctorFirstName} helperText={e.doctorFirstName} onChange={(ev) => vm.set('firstName', ev.target.value)} />
          <TextField label={t('lastName')} value={p.lastName} error={!!e.doctorLastName} helperText={e.doctorLastName} onChange={(ev) => vm.set('lastName', ev.target.value)} />
          <TextField label={t('description')} multiline minRows={2} value={p.description} error={!!e.doctorDescription} helperText={e.doctorDescription ?? `${p.description.length}/300`} onChange={(ev) => vm.set('description', ev.target.value)} sx={{ gridColumn: { md: '1 / -1' } }} />
          <FormControl error={!!e.gender} required>
            <FormLabel id="gender-label">{t('gender')}</FormLabel>
            <RadioGroup row aria-labelledby="gender-label" value={p.gender} onChange={(ev) => vm.set('gender', ev.target.value)}>
              {GENDERS.map((g) => <FormControlLabel key={g.value} value={g.value} control={<Radio />} label={tc(g.label)} />)}
            </RadioGroup>
            {e.gender && <FormHelperText>{e.gender}</FormHelperText>}
          </FormControl>
          <DateField label={t('practiceStart')} required value={p.practiceStartDate || undefined} today={vm.today} max={vm.today} error={e.doctorPracticeStartDate} onChange={(day) => vm.set('practiceStartDate', day)}
            onTypedProblem={(problem) => vm.typed.report('practiceStartDate', problem)} />
          <TextField select required label={t('speciality')} value={p.specialization} error={!!e.doctorSpecialization} helperText={e.doctorSpecialization} onChange={(ev) => vm.set('specialization', ev.target.value)}>
            {SPECIALITIES.map((s) => <MenuItem key={s} value={s}>{tc(s)}</MenuItem>)}
          </TextField>
          <TextField select required label={t('languages')} value={[...p.languages]} error={!!e.doctorLanguages} helperText={e.doctorLanguages}
            slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map(tc).join(', ') } }}
            onChange={(ev) => vm.set('languages', ev.target.value as unknown as string[])}>
            {LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                <Checkbox size="small" checked={p.languages.includes(l)} />
                <ListItemText primary={tc(l)} />
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>{t('education')}</Typography>
              {p.qualifications.map((q, i) => <Chip key={`${q.qualification}-${i}`} label={<><span translate="no">{q.qualification}</span> ({tc(q.category)})</>} onDelete={() => vm.removeQualification(i)} />)}
              <Button size="small" onClick={() => setEducationOpen(true)}>{t('addEducation')}</Button>
            </Box>
            {e.doctorQualification && <FormHelperText error>{e.doctorQualification}</FormHelperText>}
          </Box>
          <TextField required label={t('fee')} value={p.customerFee} error={!!e.customerFee} helperText={e.customerFee} slotProps={{ htmlInput: { inputMode: 'numeric' } }} onChange={(ev) => vm.set('customerFee', ev.target.value)} />
          <Box aria-live="polite">
            <Typography variant="body2">{t('mbShare', { percent: vm.mbPercent })}{vm.split ? `₹${vm.split.mbFee.toFixed(2)}` : '—'}</Typography>
            <Typography variant="body2">{t('providerShare')}{vm.split ? `₹${vm.split.providerFee.toFixed(2)}` : '—'}</Typography>
          </Box>
          <TextField select label={t('followup')} value={p.freeFollowup ?? ''} onChange={(ev) => vm.set('freeFollowup', Number(ev.target.value))}>
            {FREE_FOLLOWUP_DAYS.map((d) => <MenuItem key={d} value={d}>{d}</MenuItem>)}
          </TextField>
        </Box>
        <McIdList vm={vm} />
        {e.mciIds && vm.errors.mciIds && <FormHelperText error>{e.mciIds}</FormHelperText>}
        <GovernmentIdList vm={vm} />
        {e.governmentIds && <FormHelperText error>{e.governmentIds}</FormHelperText>}
        <AwardList vm={vm} />
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 2 }}>
        <Button onClick={() => navigate(DOCTOR_LIST_PATH)}>{t('close')}</Button>
        {vm.showSaveDraft && (
          <Button variant="outlined" disabled={!vm.canSaveDraft} onClick={() => void vm.save(ProfileSave.saveDraft)}>
            {t('saveDraft')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={vm.isSaving}>
          {tc(vm.primaryLabel)}
        </Button>
      </Box>
      <EducationDialog open={educationOpen} onClose={() => setEducationOpen(false)} onAdd={vm.addQualification} />
    </Box>
  );
});
