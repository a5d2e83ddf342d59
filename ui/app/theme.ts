import { createTheme } from '@mui/material/styles';

// The breakpoints live apart from the theme, so the login page can use them without loading MUI.
export { MOBILE_MAX_WIDTH, MOBILE_QUERY, ON_MOBILE, ON_NARROW_DESKTOP } from './breakpoints.ts';

/**
 * The portal's look: a calm teal primary with enough contrast for text (WCAG AA) and a visible focus
 * ring. The login page, which loads no MUI, repeats these values in ui/app/base.css and
 * ui/routes/login/login.module.css.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c', contrastText: '#ffffff' },
    secondary: { main: '#37474f' },
    background: { default: '#f4f7f7' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Devanagari", sans-serif',
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
    // No focus ripple: the outline above already marks keyboard focus, and the pulsing focus
    // ripple was left behind on buttons once focus moved on (issue 32).
    // Clicks keep their ripple.
    MuiButton: { defaultProps: { disableFocusRipple: true } },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiToggleButton: { defaultProps: { disableFocusRipple: true } },
    MuiTab: { defaultProps: { disableFocusRipple: true } },
    MuiFab: { defaultProps: { disableFocusRipple: true } },
    MuiCheckbox: { defaultProps: { disableFocusRipple: true } },
    MuiRadio: { defaultProps: { disableFocusRipple: true } },
    MuiSwitch: { defaultProps: { disableFocusRipple: true } },
  },
});
