import { useEffect } from 'react';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { MuiTheme } from '../../app/mui-theme.tsx';
import { translateCore } from '../../i18n/core-text.ts';
import type { ToastQueue } from './toast-queue.ts';
import { TOP_CENTRE } from './toaster.ts';
import { FadeInPlace } from './fade-in-place.tsx';

// notistack's stock green and blue are too light for white text (WCAG AA needs 4.5:1).
const ReadableContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
});
const CONTENT = { success: ReadableContent, error: ReadableContent, info: ReadableContent, warning: ReadableContent, default: ReadableContent };

/** notistack's provider in the portal's theme, showing whatever the queue holds, each toast at its own placement and duration. */
export default function SnackbarHost({ queue }: { queue: ToastQueue }) {
  useEffect(
    () =>
      queue.connect((toast) =>
        // Core's and the server's messages arrive in English; a screen's own are already translated.
        enqueueSnackbar(translateCore(toast.message), {
          variant: toast.variant,
          autoHideDuration: toast.placement.autoHideMs,
          anchorOrigin: { vertical: toast.placement.vertical, horizontal: toast.placement.horizontal },
        }),
      ),
    [queue],
  );
  return (
    <MuiTheme>
      <SnackbarProvider
        Components={CONTENT}
        TransitionComponent={FadeInPlace}
        maxSnack={3}
        autoHideDuration={TOP_CENTRE.autoHideMs}
        anchorOrigin={{ vertical: TOP_CENTRE.vertical, horizontal: TOP_CENTRE.horizontal }}
      />
    </MuiTheme>
  );
}
