import { action, makeObservable, observable } from 'mobx';
import type { ToastPlacement, Toaster } from './toaster.ts';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastRequest {
  message: string;
  variant: ToastVariant;
  placement: ToastPlacement;
}

/**
 * Holds toasts until the snackbar host is on the page. The host (notistack) is loaded only when the
 * first toast is asked for, so pages that never toast, like a fresh /login, do not download it.
 */
export class ToastQueue {
  /** Set once a toast was asked for: the host should be mounted. */
  wanted = false;
  private pending: ToastRequest[] = [];
  private sink: ((toast: ToastRequest) => void) | undefined;

  constructor() {
    makeObservable<this, 'markWanted'>(this, { wanted: observable, markWanted: action });
  }

  push(toast: ToastRequest): void {
    if (this.sink) this.sink(toast);
    else {
      this.pending.push(toast);
      this.markWanted();
    }
  }

  /** The host calls this once mounted; queued toasts show at once. */
  connect(sink: (toast: ToastRequest) => void): () => void {
    this.sink = sink;
    for (const toast of this.pending.splice(0)) sink(toast);
    return () => {
      if (this.sink === sink) this.sink = undefined;
    };
  }

  private markWanted(): void {
    this.wanted = true;
  }
}

/** A Toaster that shows every toast at one placement through the queue. */
export function queuedToaster(queue: ToastQueue, placement: ToastPlacement): Toaster {
  return {
    success: (message) => queue.push({ message, variant: 'success', placement }),
    error: (message) => queue.push({ message, variant: 'error', placement }),
    info: (message) => queue.push({ message, variant: 'info', placement }),
  };
}
