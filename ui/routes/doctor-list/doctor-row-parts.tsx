import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { completionBand } from '../../../core/doctors/profile-completion.ts';
import { EditorSection, sectionPath } from '../../../core/doctors/editor-sections.ts';
import type { DoctorRecord } from '../../../core/doctors/doctors.port.ts';
import { listName } from '../../../core/doctors/list-filters.ts';
import { remarkCounts } from '../../../core/doctors/qc.ts';
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { DoctorListViewModel } from './doctor-list.view-model.ts';

const BAND_COLOURS = { low: '#5c4700', medium: '#7c2d12', high: '#1b5e20' } as const;
const BAND_BACKGROUNDS = { low: '#fff8c5', medium: '#ffedd5', high: '#e8f5e9' } as const;

export const doctorName = (d: DoctorRecord) => listName(d.profile.prefix, d.profile.firstName, d.profile.lastName);

/** The photo and the name. */
export function DoctorIdentity({ doctor }: { doctor: DoctorRecord }) {
  const name = doctorName(doctor);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Avatar src={doctor.imageUrl ?? undefined} alt={`Photo of ${name}`}>
        {doctor.profile.firstName.charAt(0)}
      </Avatar>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
    </Box>
  );
}

/** Profile completion in its colour band (under 64, under 85, to 100). */
export function Completion({ percent }: { percent: number }) {
  const band = completionBand(percent);
  return (
    <Box component="span" sx={{ px: 1, py: 0.25, borderRadius: 1, fontWeight: 600, color: BAND_COLOURS[band], bgcolor: BAND_BACKGROUNDS[band] }}>
      {percent}%
    </Box>
  );
}

/** The QC status with a tooltip counting the remarks. */
export function QcStatusCell({ doctor }: { doctor: DoctorRecord }) {
  const c = remarkCounts(doctor.qcRemarks);
  return (
    <Tooltip title={`Errors: ${c.error}, Warnings: ${c.warning}, Failed: ${c.failed}`}>
      <Typography variant="body2" component="span" tabIndex={0}>
        {doctor.qcStatus}
      </Typography>
    </Tooltip>
  );
}

/** The active toggle, only with UPDATE_DOCTOR_STATUS; otherwise the state in words. */
export function ActiveToggle({ vm, doctor }: { vm: DoctorListViewModel; doctor: DoctorRecord }) {
  if (!vm.canToggle) return <Typography variant="body2">{doctor.isActive ? 'Active' : 'Inactive'}</Typography>;
  return (
    <Switch
      checked={doctor.isActive}
      disabled={vm.togglingId === doctor.doctorId}
      onClick={(e) => e.stopPropagation()}
      onChange={() => void vm.toggleActive(doctor)}
      slotProps={{ input: { 'aria-label': `Active: ${doctorName(doctor)}` } }}
    />
  );
}

const EDIT_LINKS = [
  { section: EditorSection.profile, label: 'Edit profile', glyph: 'P' },
  { section: EditorSection.schedule, label: 'Edit slots', glyph: 'S' },
  { section: EditorSection.holidays, label: 'Edit holidays', glyph: 'H' },
] as const;

/** The edit icons for profile, slots and holidays (UPDATE_DOCTOR only). */
export function EditLinks({ doctor }: { doctor: DoctorRecord }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      {EDIT_LINKS.map((l) => (
        <Tooltip key={l.section} title={l.label}>
          <IconButton size="small" component={RouterLink} to={sectionPath(l.section, doctor.doctorId)} aria-label={`${l.label} of ${doctorName(doctor)}`} sx={{ fontSize: 13, fontWeight: 700, border: 1, borderColor: 'divider', width: 30, height: 30 }}>
            {l.glyph}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

/** Modified on and by. */
export function Modified({ doctor }: { doctor: DoctorRecord }) {
  return (
    <Typography variant="body2">
      {doctor.modifiedOn ? formatIndiaDateTime(new Date(doctor.modifiedOn)) : 'NA'}
      <br />
      {doctor.modifiedBy || 'NA'}
    </Typography>
  );
}
