import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { progressOn } from './progress.ts';

function terminal(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 80, cursorTo: () => true, clearLine: () => true, moveCursor: () => true });
  let written = '';
  stream.on('data', (d: Buffer) => (written += d.toString()));
  return { stream, written: () => written };
}

describe('the progress bar', () => {
  it('draws on a terminal', () => {
    const t = terminal(true);
    const bar = progressOn(t.stream, true);
    bar.start(10, 'Export');
    bar.update(5);
    bar.stop();
    expect(t.written()).toContain('Export');
  });

  it('draws nothing when stderr is a pipe or a file, or when not wanted', () => {
    for (const [isTTY, wanted] of [[false, true], [true, false]] as const) {
      const t = terminal(isTTY);
      const bar = progressOn(t.stream, wanted);
      bar.start(10, 'Export');
      bar.update(5);
      bar.stop();
      expect(t.written()).toBe('');
    }
  });
});
