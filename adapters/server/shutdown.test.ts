import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { stopOnSignals } from './shutdown.ts';

/** A process stand-in: signals are emitted by the test, and exit codes are recorded. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  return { host: { once: (signal: NodeJS.Signals, listener: () => void) => emitter.once(signal, listener), exit: (code: number) => void exits.push(code) }, emitter, exits };
}

function recordingLog() {
  const lines: string[] = [];
  const line = (a: unknown, b?: string) => void lines.push(typeof a === 'string' ? a : (b ?? ''));
  return { lines, log: { info: line, error: line } as never };
}

describe('stopping on a signal', () => {
  it('closes the server once, says so, and exits 0', async () => {
    const { host, emitter, exits } = fakeProcess();
    const { lines, log } = recordingLog();
    const causes: (string | undefined)[] = [];
    stopOnSignals({ close: async (why) => void causes.push(why) }, log, 5_000, host);
    emitter.emit('SIGTERM');
    emitter.emit('SIGINT');
    await expect.poll(() => exits).toEqual([0]);
    expect(causes).toEqual(['SIGTERM']);
    expect(lines).toEqual(['shutdown: SIGTERM received; stopping within 5000 ms', 'shutdown: done']);
  });

  it('ends the process with exit 1 and a line when the deadline passes first', async () => {
    const { host, emitter, exits } = fakeProcess();
    const { lines, log } = recordingLog();
    stopOnSignals({ close: () => new Promise<void>(() => {}) }, log, 50, host);
    emitter.emit('SIGTERM');
    await expect.poll(() => exits).toEqual([1]);
    expect(lines.at(-1)).toBe('shutdown: deadline passed; ending the requests still in flight');
  });
});
