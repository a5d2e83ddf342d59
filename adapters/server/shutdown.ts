import type { Logger } from 'pino';
import type { RunningServer } from './start.ts';

/**
 * On SIGTERM or SIGINT: close the server step by step (start.ts logs each step) and exit 0; if that
 * takes longer than `deadlineMs`, say so and exit 1, ending what is left. A second signal changes
 * nothing: the first shutdown is already under way.
 */
export function stopOnSignals(server: RunningServer, log: Logger, deadlineMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, deadlineMs }, `shutdown: ${signal} received; stopping within ${deadlineMs} ms`);
    const deadline = setTimeout(() => {
      log.error({ deadlineMs }, 'shutdown: deadline passed; ending the requests still in flight');
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    server.close(signal).then(
      () => {
        log.info('shutdown: done');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'shutdown: failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
