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
  const e = vm.errors;
  return (
    <Box component="form" noValidate aria-label="Doctor Profile" onSubmit={(ev) => { ev.preventDefault(); void vm.savePrimary(); }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Avatar src={vm.photoUrl ?? undefined} alt="Doctor photo" sx={{ width: 72, height: 72 }} />
          <Box>
            <ImageUploadButton label="Upload Doctor Photo*" onFile={(f) => void vm.uploadPhoto(f)} />
            {(e.doctorImageUrl || vm.imageError) && <FormHelperText error>{vm.imageError ?? e.doctorImageUrl}</FormHelperText>}
          </Box>
        </Box>
        <Box sx={grid}>
          {vm.isMasterProvider && (
            <TextField select required label="Provider Branch" value={p.providerId ?? ''} error={!!e.providerId} helperText={e.providerId} onChange={(ev) => vm.set('providerId', Number(ev.target.value))}>
              {vm.branches.map((b) => <MenuItem key={b.id} value={b.id}>{b.name}</MenuItem>)}
            </TextField>
          )}
          <TextField select label="Prefix" value={p.prefix} onChange={(ev) => vm.set('prefix', ev.target.value)}>
            {DOCTOR_PREFIXES.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
          </TextField>
          <TextField required label="First Name" value={p.firstName} error={!!e.doctorFirstName} helperText={e.doctorFirstName} onChange={(ev) => vm.set('firstName', ev.target.value)} />
          <TextField label="Last Name" value={p.lastName} error={!!e.doctorLastName} helperText={e.doctorLastName} onChange={(ev) => vm.set('lastName', ev.target.value)} />
          <TextField label="Description" multiline minRows={2} value={p.description} error={!!e.doctorDescription} helperText={e.doctorDescription ?? `${p.description.length}/300`} onChange={(ev) => vm.set('description', ev.target.value)} sx={{ gridColumn: { md: '1 / -1' } }} />
          <FormControl error={!!e.gender} required>
            <FormLabel id="gender-label">Gender</FormLabel>
            <RadioGroup row aria-labelledby="gender-label" value={p.gender} onChange={(ev) => vm.set('gender', ev.target.value)}>
              {GENDERS.map((g) => <FormControlLabel key={g.value} value={g.value} control={<Radio />} label={g.label} />)}
            </RadioGroup>
            {e.gender && <FormHelperText>{e.gender}</FormHelperText>}
          </FormControl>
          <DateField label="Practice Start Date" required value={p.practiceStartDate || undefined} today={vm.today} max={vm.today} error={e.doctorPracticeStartDate} onChange={(day) => vm.set('practiceStartDate', day)} />
          <TextField select required label="Speciality" value={p.specialization} error={!!e.doctorSpecialization} helperText={e.doctorSpecialization} onChange={(ev) => vm.set('specialization', ev.target.value)}>
            {SPECIALITIES.map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
          </TextField>
          <TextField select required label="Languages" value={[...p.languages]} error={!!e.doctorLanguages} helperText={e.doctorLanguages}
            slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).join(', ') } }}
            onChange={(ev) => vm.set('languages', ev.target.value as unknown as string[])}>
            {LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                <Checkbox size="small" checked={p.languages.includes(l)} />
                <ListItemText primary={l} />
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>Education*</Typography>
              {p.qualifications.map((q, i) => <Chip key={`${q.qualification}-${i}`} label={`${q.qualification} (${q.category})`} onDelete={() => vm.removeQualification(i)} />)}
              <Button size="small" onClick={() => setEducationOpen(true)}>Add Education</Button>
            </Box>
            {e.doctorQualification && <FormHelperText error>{e.doctorQualification}</FormHelperText>}
          </Box>
          <TextField required label="Consultation Fee (₹)" value={p.customerFee} error={!!e.customerFee} helperText={e.customerFee} slotProps={{ htmlInput: { inputMode: 'numeric' } }} onChange={(ev) => vm.set('customerFee', ev.target.value)} />
          <Box aria-live="polite">
            <Typography variant="body2">MB Share ({vm.mbPercent}%): {vm.split ? `₹${vm.split.mbFee.toFixed(2)}` : '—'}</Typography>
            <Typography variant="body2">Provider Share: {vm.split ? `₹${vm.split.providerFee.toFixed(2)}` : '—'}</Typography>
          </Box>
          <TextField select label="Free Follow-up (days)" value={p.freeFollowup ?? ''} onChange={(ev) => vm.set('freeFollowup', Number(ev.target.value))}>
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
        <Button onClick={() => navigate(DOCTOR_LIST_PATH)}>Close</Button>
        {vm.showSaveDraft && (
          <Button variant="outlined" disabled={!vm.canSaveDraft} onClick={() => void vm.save(ProfileSave.saveDraft)}>
            Save Draft
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={vm.isSaving}>
          {vm.primaryLabel}
        </Button>
      </Box>
      <EducationDialog open={educationOpen} onClose={() => setEducationOpen(false)} onAdd={vm.addQualification} />
    </Box>
  );
});
