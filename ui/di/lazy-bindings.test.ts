import { describe, expect, it } from 'vitest';
import { lazyBindings } from './lazy-bindings.ts';

describe('lazyBindings', () => {
  it('loads once however often it is asked, and may try again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = lazyBindings(async () => {
      calls++;
      if (fail) throw new Error('chunk failed');
    });
    await expect(load()).rejects.toThrow('chunk failed');
    fail = false;
    const first = load();
    expect(load()).toBe(first);
    await first;
    await load();
    expect(calls).toBe(2);
  });
});
