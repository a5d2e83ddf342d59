import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import type { ToastQueue } from './toast-queue.ts';

const SnackbarHost = lazy(() => import('./snackbar-host.tsx'));

/** Mounts the snackbar host the first time a toast is asked for. */
export const ToastHost = observer(function ToastHost({ queue }: { queue: ToastQueue }) {
  if (!queue.wanted) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost queue={queue} />
    </Suspense>
  );
});
