import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange, LiveFeedPort, LiveListener } from '../../../core/live/live-change.ts';
import { LiveListModel, QUIET_REFRESH_MS, type LiveListHost } from './live-list.model.ts';

class FakeFeed implements LiveFeedPort {
  listeners = new Set<LiveListener>();
  subscribe(listener: LiveListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  send(change: Partial<LiveChange> & { requestId: number; statusId: number }) {
    this.listeners.forEach((l) => l.change({ service: 'LABS', changedOn: '2026-11-22T06:30:00.000Z', ...change }));
  }
}

describe('a live list', () => {
  let feed: FakeFeed;
  let host: LiveListHost & { refreshQuietly: ReturnType<typeof vi.fn<() => Promise<void>>>; reload: ReturnType<typeof vi.fn<() => void>> };
  let live: LiveListModel;
  let rows: number[];

  beforeEach(() => {
    vi.useFakeTimers();
    feed = new FakeFeed();
    rows = [1, 2];
    host = { rowIds: () => rows, belongs: (c) => c.statusId === 22, refreshQuietly: vi.fn<() => Promise<void>>(async () => {}), reload: vi.fn<() => void>() };
    live = new LiveListModel(feed, host);
    live.start();
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes the page quietly, once, for rows that changed and still belong', () => {
    feed.send({ requestId: 1, statusId: 22 });
    feed.send({ requestId: 2, statusId: 22 });
    vi.advanceTimersByTime(QUIET_REFRESH_MS);
    expect(host.refreshQuietly).toHaveBeenCalledTimes(1);
    expect(live.count).toBe(0);
  });

  it('counts requests that left or entered the list, each once, until the user refreshes', () => {
    feed.send({ requestId: 1, statusId: 23 });
    feed.send({ requestId: 9, statusId: 22 });
    feed.send({ requestId: 9, statusId: 22 });
    feed.send({ requestId: 8, statusId: 23 });
    expect(live.count).toBe(2);
    live.refresh();
    expect(host.reload).toHaveBeenCalled();
    expect(live.count).toBe(0);
    vi.advanceTimersByTime(QUIET_REFRESH_MS);
    expect(host.refreshQuietly).not.toHaveBeenCalled();
  });

  it("forgets what a reload showed, so the user's own action raises no banner", () => {
    feed.send({ requestId: 1, statusId: 23 });
    feed.send({ requestId: 2, statusId: 23 });
    expect(live.count).toBe(2);
    // The reload the action caused no longer holds request 1; request 2 is still on the page, stale.
    rows = [2, 3];
    live.settle();
    expect(live.changed.map((c) => c.requestId)).toEqual([2]);
    // A later change that brings request 2 back into the list is no news either.
    feed.send({ requestId: 2, statusId: 22 });
    expect(live.count).toBe(0);
  });

  it('stops hearing when the screen closes', () => {
    live.stop();
    feed.send({ requestId: 9, statusId: 22 });
    expect(live.count).toBe(0);
    expect(feed.listeners.size).toBe(0);
  });
});
