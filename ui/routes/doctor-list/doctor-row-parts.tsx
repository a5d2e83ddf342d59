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
import { translateCore, useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { formatDateTime } from '../../i18n/format.ts';
import type { DoctorListViewModel } from './doctor-list.view-model.ts';
import { doctorListText } from './doctor-list.text.ts';

const BAND_COLOURS = { low: '#5c4700', medium: '#7c2d12', high: '#1b5e20' } as const;
const BAND_BACKGROUNDS = { low: '#fff8c5', medium: '#ffedd5', high: '#e8f5e9' } as const;

export const doctorName = (d: DoctorRecord) => listName(d.profile.prefix, d.profile.firstName, d.profile.lastName);

/** The photo and the name. */
export function DoctorIdentity({ doctor }: { doctor: DoctorRecord }) {
  const name = doctorName(doctor);
  const t = useText(doctorListText);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Avatar src={doctor.imageUrl ?? undefined} alt={t('photoOf', { name })} translate="no">
        {doctor.profile.firstName.charAt(0)}
      </Avatar>
      <Typography variant="body2" sx={{ fontWeight: 600 }} translate="no">
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
  const t = useText(doctorListText);
  const tc = useCoreText();
  return (
    <Tooltip title={t('remarkCounts', { error: c.error, warning: c.warning, failed: c.failed })}>
      <Typography variant="body2" component="span" tabIndex={0}>
        {tc(doctor.qcStatus)}
      </Typography>
    </Tooltip>
  );
}

/** The active toggle, only with UPDATE_DOCTOR_STATUS; otherwise the state in words. */
export function ActiveToggle({ vm, doctor }: { vm: DoctorListViewModel; doctor: DoctorRecord }) {
  const t = useText(doctorListText);
  if (!vm.canToggle) return <Typography variant="body2">{doctor.isActive ? t('active') : t('inactive')}</Typography>;
  return (
    <Switch
      checked={doctor.isActive}
      disabled={vm.togglingId === doctor.doctorId}
      onClick={(e) => e.stopPropagation()}
      onChange={() => void vm.toggleActive(doctor)}
      slotProps={{ input: { 'aria-label': t('activeOf', { name: doctorName(doctor) }) } }}
    />
  );
}

const EDIT_LINKS = [
  { section: EditorSection.profile, label: 'editProfile', glyph: 'glyphProfile' },
  { section: EditorSection.schedule, label: 'editSlots', glyph: 'glyphSlots' },
  { section: EditorSection.holidays, label: 'editHolidays', glyph: 'glyphHolidays' },
] as const;

/** The edit icons for profile, slots and holidays (UPDATE_DOCTOR only). */
export function EditLinks({ doctor }: { doctor: DoctorRecord }) {
  const t = useText(doctorListText);
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      {EDIT_LINKS.map((l) => (
        <Tooltip key={l.section} title={t(l.label)}>
          <IconButton size="small" component={RouterLink} to={sectionPath(l.section, doctor.doctorId)} aria-label={t('editOf', { edit: t(l.label), name: doctorName(doctor) })} sx={{ fontSize: 13, fontWeight: 700, border: 1, borderColor: 'divider', width: 30, height: 30 }}>
            {t(l.glyph)}
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
      <span translate="no">{doctor.modifiedOn ? formatDateTime(new Date(doctor.modifiedOn)) : translateCore('NA')}</span>
      <br />
      <span translate="no">{doctor.modifiedBy || translateCore('NA')}</span>
    </Typography>
  );
}
