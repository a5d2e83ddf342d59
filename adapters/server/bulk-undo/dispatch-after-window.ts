import type { ServerDeps } from '../deps.ts';
import { loggableError } from '../loggable-error.ts';

/** A little past the deadline, so the held notices are due when the round looks for them. */
const MARGIN_MS = 250;

/**
 * Delivers a bulk action's held notices as its undo window closes, rather than at the dispatcher's
 * next round (up to 30 s later). Only a nudge: if this instance stops first, a round of any
 * instance delivers them; the timer does not keep the process alive.
 */
export function dispatchAfterWindow(deps: Pick<ServerDeps, 'outbox' | 'clock' | 'log'>, deadline: Date): void {
  const wait = Math.max(0, deadline.getTime() - deps.clock.now().getTime()) + MARGIN_MS;
  const timer = setTimeout(() => {
    // Harmless when it fails (a round sends them), e.g. after the server closed: noted, not an error.
    deps.outbox.dispatchQueued().catch((error: unknown) => deps.log.info({ err: loggableError(error) }, 'early dispatch of held bulk notifications failed; the next round sends them'));
  }, wait);
  timer.unref();
}
