import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.ts';

/**
 * The portal's MUI theme (and, for whole pages, MUI's CSS baseline) around the screens built with
 * MUI. It is not in the entry: it loads with the first screen, dialog or toast that needs it, so a
 * fresh /login loads no MUI or emotion at all.
 */
export function MuiTheme({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {baseline ? <CssBaseline /> : null}
      {children}
    </ThemeProvider>
  );
}
