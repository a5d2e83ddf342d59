import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SessionMessage } from '../../../core/session/messages.ts';
import { useCoreText } from '../../i18n/core-text.ts';

/** Shown in place of a screen the user's role or features do not open. */
export function NotAuthorisedView() {
  const core = useCoreText();
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {core(SessionMessage.notAuthorisedTitle)}
      </Typography>
      <Typography color="text.secondary">{core(SessionMessage.notAuthorisedHint)}</Typography>
    </Box>
  );
}
