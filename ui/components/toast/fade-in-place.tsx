import { forwardRef, type ReactElement } from 'react';
import Fade from '@mui/material/Fade';
import type { TransitionProps } from 'notistack';

/**
 * A toast's entrance and exit without moving it. notistack's default slides a top toast down from
 * above the window, so while it entered it sat partly outside the viewport (its top from −48 px up
 * to its place at 20 px; issue 32 saw −6 to −42). Fading keeps every toast where it belongs.
 * notistack's slide direction is not Fade's business, so it is not passed on to the toast.
 */
export const FadeInPlace = forwardRef<HTMLElement, TransitionProps & { children: ReactElement }>(function FadeInPlace(
  { direction: _direction, children, ...props },
  ref,
) {
  return (
    <Fade ref={ref} {...props}>
      {children}
    </Fade>
  );
});
