import { describe, expect, it } from 'vitest';
import { startDispatching } from './dispatch-rounds.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An outbox whose rounds last until released (and end at once after that), counting how many were started. */
function slowOutbox() {
  let started = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    get started() {
      return started;
    },
    release: () => release(),
    dispatchQueued: async () => {
      started++;
      await released;
      return 0;
    },
  };
}

describe('dispatch rounds', () => {
  it('starts no round while one is under way, so ticks do not pile up behind a slow round and run back to back', async () => {
    const outbox = slowOutbox();
    const rounds = startDispatching(outbox, { error: () => {} }, 5);
    await sleep(60);
    expect(outbox.started).toBe(1);
    outbox.release();
    await sleep(3);
    await rounds.stop();
    // At most the one tick that came after the release; never the dozen that fell during the slow round.
    expect(outbox.started).toBeLessThanOrEqual(2);
  });

  it('logs a failed round and runs the next one', async () => {
    let calls = 0;
    const errors: string[] = [];
    const rounds = startDispatching(
      {
        dispatchQueued: async () => {
          calls++;
          if (calls === 1) throw new Error('database went away');
          return 0;
        },
      },
      { error: (_obj, msg) => void errors.push(msg) },
      5,
    );
    await sleep(40);
    await rounds.stop();
    expect(errors[0]).toBe('outbox dispatch round failed');
    expect(calls).toBeGreaterThan(1);
  });

  it('stops after the round under way finishes', async () => {
    const outbox = slowOutbox();
    const rounds = startDispatching(outbox, { error: () => {} }, 5);
    let stopped = false;
    const stopping = rounds.stop().then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false);
    outbox.release();
    await stopping;
    expect(outbox.started).toBe(1);
  });
});
