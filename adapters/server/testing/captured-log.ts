import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A logger for a test server whose every line is kept, as the text an operator would read. */
export function capturedLog(level = 'debug'): { lines: string[]; logger: Logger } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ level }, stream) };
}
