import { SingleBar } from 'cli-progress';

/** A progress display: a bar on a terminal, nothing when the output goes to a file or a pipe. */
export interface Progress {
  start(total: number, label: string): void;
  update(done: number): void;
  stop(): void;
}

const SILENT: Progress = { start: () => undefined, update: () => undefined, stop: () => undefined };

/**
 * A bar on stderr when stderr is a terminal and the command's data does not go to that terminal
 * too (a CSV on stdout would mix with it); otherwise nothing, so a pipe or a log stays clean.
 */
export function progressOn(stderr: NodeJS.WritableStream & { isTTY?: boolean }, wanted: boolean): Progress {
  if (!wanted || !stderr.isTTY) return SILENT;
  const bar = new SingleBar({
    stream: stderr,
    format: '{label} [{bar}] {percentage}% | {value}/{total}',
    hideCursor: true,
    clearOnComplete: true,
  });
  let running = false;
  return {
    start(total, label) {
      bar.start(Math.max(total, 1), 0, { label });
      running = true;
    },
    update(done) {
      // The count may pass the estimate (rows created while exporting): stretch the bar instead of overflowing.
      if (done > bar.getTotal()) bar.setTotal(done);
      if (running) bar.update(done);
    },
    stop() {
      if (running) bar.stop();
      running = false;
    },
  };
}
