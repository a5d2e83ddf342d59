import { describe, expect, it } from 'vitest';
import { queuedToaster, ToastQueue, type ToastRequest } from './toast-queue.ts';
import { BOTTOM_RIGHT, TOP_CENTRE } from './toaster.ts';

describe('ToastQueue', () => {
  it('holds toasts until the host connects, then passes them straight through', () => {
    const queue = new ToastQueue();
    queuedToaster(queue, TOP_CENTRE).success('Logged in Successfully.');
    expect(queue.wanted).toBe(true);
    const shown: ToastRequest[] = [];
    queue.connect((t) => shown.push(t));
    queuedToaster(queue, BOTTOM_RIGHT).error('Something Went wrong');
    expect(shown).toEqual([
      { message: 'Logged in Successfully.', variant: 'success', placement: { vertical: 'top', horizontal: 'center', autoHideMs: 5000 } },
      { message: 'Something Went wrong', variant: 'error', placement: { vertical: 'bottom', horizontal: 'right', autoHideMs: 3000 } },
    ]);
  });
});
