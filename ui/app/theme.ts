import { createTheme } from '@mui/material/styles';

/** The mobile breakpoint of spec 1 §9: widths of 768 px or less get the compact layout. */
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH}px)`;
/** For `sx` objects: styles that apply only to the compact layout. */
export const ON_MOBILE = `@media ${MOBILE_QUERY}`;

/** The portal's look: a calm teal primary with enough contrast for text (WCAG AA) and a visible focus ring. */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c', contrastText: '#ffffff' },
    secondary: { main: '#37474f' },
    background: { default: '#f4f7f7' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard users always see where they are, on every control and link.
        ':focus-visible': { outline: '3px solid #1565c0', outlineOffset: '2px' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '3px solid #1565c0', outlineOffset: '2px' } },
      },
    },
  },
});
