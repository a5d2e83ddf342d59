import type { OutboxDispatch } from './outbox-messenger.ts';
import { loggableError } from '../loggable-error.ts';
import { startRounds, type Rounds } from '../rounds.ts';

/** How often an instance looks for queued messages nobody delivered (a crash, a failed round). */
export const DISPATCH_ROUND_MS = 30_000;

/**
 * Runs a dispatch round now and every `everyMs` (startRounds: one at a time, none piled up) until
 * stopped. The first round delivers what an earlier process committed but never sent; a failed
 * round is logged and the next one tries again.
 */
export function startDispatching(
  outbox: OutboxDispatch,
  log: { error(obj: object, msg: string): void },
  everyMs = DISPATCH_ROUND_MS,
): Rounds {
  return startRounds(
    () => outbox.dispatchQueued().then(
      () => undefined,
      (error: unknown) => log.error({ err: loggableError(error) }, 'outbox dispatch round failed'),
    ),
    everyMs,
  );
}
