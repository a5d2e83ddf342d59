/** A background job started with the server: stopping waits for the round under way. */
export interface Rounds {
  stop(): Promise<void>;
}

/**
 * Runs `round` now and every `everyMs`, one round at a time, until stopped. A tick that finds a
 * round still under way starts none: that round does the work, and ticks must not pile up behind a
 * slow one to run back to back afterwards. The timer keeps no process alive; `round` handles its
 * own failure (a failed round is logged by its owner and the next one tries again). With
 * `finalRound`, stopping runs one more round once the one under way is done.
 */
export function startRounds(round: () => Promise<void>, everyMs: number, options: { finalRound?: boolean } = {}): Rounds {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= round().finally(() => {
      running = undefined;
    });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      // No new round starts; the one under way, if any, finishes.
      clearInterval(timer);
      await running;
      if (options.finalRound) await round();
    },
  };
}
