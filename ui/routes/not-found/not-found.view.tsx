import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useText } from '../../i18n/define-text.ts';
import { notFoundText } from './not-found.text.ts';

/** Any path the portal does not have. */
export function NotFoundView() {
  const t = useText(notFoundText);
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('hint')}
      </Typography>
      <Link component={RouterLink} to="/">
        {t('home')}
      </Link>
    </Box>
  );
}
