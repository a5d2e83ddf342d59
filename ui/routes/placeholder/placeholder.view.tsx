import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { screenTitle, type ScreenSpec } from '../../../core/session/screens.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { placeholderText } from './placeholder.text.ts';

export const NOT_BUILT_YET = 'This screen is not built yet: it arrives with a later issue.';

/** The one stand-in for every screen of a later issue: its name, and a plain word that it is coming. */
export function PlaceholderView({ screen }: { screen: ScreenSpec }) {
  const { role } = useParams();
  const title = screenTitle(screen, role);
  const t = useText(placeholderText);
  const core = useCoreText();
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {core(title)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{t('notBuiltYet')}</Typography>
      </Paper>
    </Box>
  );
}
