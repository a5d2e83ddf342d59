import type { Logger } from 'pino';
import type { RunningServer } from './start.ts';

/**
 * On SIGTERM or SIGINT: close the server step by step (start.ts logs each step) and exit 0; if that
 * takes longer than `deadlineMs`, say so and exit 1, ending what is left. A second signal changes
 * nothing: the first shutdown is already under way.
 */
/** The process, as far as shutting down needs it (a test passes its own). */
export interface ProcessHost {
  once(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): void;
}

export function stopOnSignals(server: Pick<RunningServer, 'close'>, log: Pick<Logger, 'info' | 'error'>, deadlineMs: number, host: ProcessHost = process): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, deadlineMs }, `shutdown: ${signal} received; stopping within ${deadlineMs} ms`);
    const deadline = setTimeout(() => {
      log.error({ deadlineMs }, 'shutdown: deadline passed; ending the requests still in flight');
      host.exit(1);
    }, deadlineMs);
    deadline.unref();
    server.close(signal).then(
      () => {
        log.info('shutdown: done');
        host.exit(0);
      },
      (error: unknown) => {
        log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'shutdown: failed');
        host.exit(1);
      },
    );
  };
  host.once('SIGTERM', () => stop('SIGTERM'));
  host.once('SIGINT', () => stop('SIGINT'));
}
