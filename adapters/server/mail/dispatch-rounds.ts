import type { OutboxDispatch } from './outbox-messenger.ts';
import { loggableError } from '../loggable-error.ts';

/** How often an instance looks for queued messages nobody delivered (a crash, a failed round). */
export const DISPATCH_ROUND_MS = 30_000;

/**
 * Runs a dispatch round now and every DISPATCH_ROUND_MS, one round at a time, until stopped. The
 * first round delivers what an earlier process committed but never sent. The timer does not keep
 * the process alive; a failed round is logged and the next one tries again.
 */
export function startDispatching(outbox: OutboxDispatch, log: { error(obj: object, msg: string): void }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running.then(() => outbox.dispatchQueued()).catch((error) => log.error({ err: loggableError(error) }, 'outbox dispatch round failed'));
  };
  round();
  const timer = setInterval(round, DISPATCH_ROUND_MS);
  timer.unref();
  return {
    async stop() {
      // No new round starts; the one under way (always at least the first) finishes.
      clearInterval(timer);
      await running;
    },
  };
}
