import type { OutboxDispatch } from './outbox-messenger.ts';
import { loggableError } from '../loggable-error.ts';

/** How often an instance looks for queued messages nobody delivered (a crash, a failed round). */
export const DISPATCH_ROUND_MS = 30_000;

/**
 * Runs a dispatch round now and every `everyMs`, one round at a time, until stopped. The first
 * round delivers what an earlier process committed but never sent. A tick that finds a round still
 * under way starts none: that round delivers whatever is queued, and ticks must not pile up behind
 * a slow one to run back to back afterwards. The timer does not keep the process alive; a failed
 * round is logged and the next one tries again.
 */
export function startDispatching(
  outbox: OutboxDispatch,
  log: { error(obj: object, msg: string): void },
  everyMs = DISPATCH_ROUND_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const round = () => {
    if (running) return;
    running = outbox
      .dispatchQueued()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: loggableError(error) }, 'outbox dispatch round failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    async stop() {
      // No new round starts; the one under way, if any, finishes.
      clearInterval(timer);
      await running;
    },
  };
}
