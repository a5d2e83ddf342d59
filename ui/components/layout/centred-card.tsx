import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MuiTheme } from '../../app/mui-theme.tsx';
import { LogoMark } from '../icons/logo-mark.tsx';

/** A page of its own (the password screens): the logo and one card in the middle, in the portal's theme. */
export function CentredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MuiTheme baseline>
      <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
            <LogoMark size="2rem" />
            <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
              Provider Portal
            </Typography>
          </Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
    </MuiTheme>
  );
}
