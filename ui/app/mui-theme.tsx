import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { theme } from './theme.ts';
import { cspNonce } from './csp-nonce.ts';

// One emotion cache for every MUI tree, its style elements stamped with the page's CSP nonce.
const styleCache = createCache({ key: 'css', nonce: cspNonce });

/**
 * The portal's MUI theme (and, for whole pages, MUI's CSS baseline) around the screens built with
 * MUI. It is not in the entry: it loads with the first screen, dialog or toast that needs it, so a
 * fresh /login loads no MUI or emotion at all.
 */
export function MuiTheme({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        {baseline ? <CssBaseline /> : null}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
