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
    deps.outbox.dispatchQueued().catch((error: unknown) => deps.log.error({ err: loggableError(error) }, 'dispatching held bulk notifications failed'));
  }, wait);
  timer.unref();
}
