import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { QueueCase } from '../../../core/esales/queue.port.ts';
import { useText } from '../../i18n/define-text.ts';
import { queueText } from './esales-queue.text.ts';

const dash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));

/** Id (a link to the case's history) over the eQuote, and the case's error if it has one. */
export function IdCell({ row, historyPath }: { row: QueueCase; historyPath: string }) {
  const t = useText(queueText);
  return (
    <Box>
      <Link component={RouterLink} to={historyPath} aria-label={t('openHistory', { id: row.id })} sx={{ fontWeight: 700 }}>
        {row.id}
      </Link>
      <Typography variant="body2" translate="no">{dash(row.eQuote)}</Typography>
      {row.error ? (
        <Typography variant="caption" color="error" component="p" translate="no">
          {row.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Customer Name over Corporate Name. */
export function CustomerCell({ row }: { row: QueueCase }) {
  return (
    <Box translate="no">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{row.name}</Typography>
      <Typography variant="body2">{dash(row.corporateName)}</Typography>
    </Box>
  );
}

/** Phone Number over E-Mail (a do-not-disturb case's arrive masked). */
export function ContactCell({ row }: { row: QueueCase }) {
  return (
    <Box translate="no">
      <Typography variant="body2" data-testid="contact-number">{dash(row.phone)}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{dash(row.email)}</Typography>
    </Box>
  );
}

/** A value as the server sent it (cities, states, the dates it formats): data, not translated. */
export function TextCell({ value }: { value: string | number | null }) {
  return <Typography variant="body2" translate="no">{dash(value)}</Typography>;
}
