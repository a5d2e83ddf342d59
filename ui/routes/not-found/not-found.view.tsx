import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Any path the portal does not have. */
export function NotFoundView() {
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        There is no page at this address.
      </Typography>
      <Link component={RouterLink} to="/">
        Go to the home page
      </Link>
    </Box>
  );
}
