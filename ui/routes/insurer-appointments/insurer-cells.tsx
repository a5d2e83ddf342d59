import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { InsurerAppointment } from '../../../core/appointments/insurer-list.port.ts';
import { useText } from '../../i18n/define-text.ts';
import { insurerText } from './insurer-appointments.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';

const dash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));

/** Request Id (a link to its history) over the Employee Id. */
export function RequestCell({ row, historyPath }: { row: InsurerAppointment; historyPath: string }) {
  const t = useText(insurerText);
  return (
    <Box>
      <Link component={RouterLink} to={historyPath} aria-label={t('openHistory', { id: row.requestId })} sx={{ fontWeight: 700 }}>
        {row.requestId}
      </Link>
      <Typography variant="body2" translate="no">{dash(row.employeeId)}</Typography>
    </Box>
  );
}

/** Customer Name over Corporate Name. */
export function CustomerCell({ row }: { row: InsurerAppointment }) {
  return (
    <Box translate="no">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{row.name}</Typography>
      <Typography variant="body2">{dash(row.corporateName)}</Typography>
    </Box>
  );
}

/** Email over Contact No.; a do-not-disturb customer's number arrives masked and is marked DND. */
export function ContactCell({ row }: { row: InsurerAppointment }) {
  const t = useText(insurerText);
  return (
    <Box>
      <Typography variant="body2" translate="no" sx={{ overflowWrap: 'anywhere' }}>{dash(row.email)}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2" translate="no" data-testid="contact-number">{dash(row.phone)}</Typography>
        {row.doNotDisturb ? <Chip size="small" color="error" label={t('dnd')} aria-label={t('dndLabel')} /> : null}
      </Box>
    </Box>
  );
}

/** The insurer-facing status label. */
export function StatusCell({ row }: { row: InsurerAppointment }) {
  const core = useCoreText();
  // The label wraps rather than widening the column (the list must fit a 1280 px screen).
  return <Chip size="small" variant="outlined" color="primary" label={core(row.statusText)} sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }} />;
}

/** A value as the server sent it (package names, provider names, the dates it formats): data, not translated. */
export function TextCell({ value }: { value: string | number | null }) {
  return <Typography variant="body2" translate="no">{dash(value)}</Typography>;
}
