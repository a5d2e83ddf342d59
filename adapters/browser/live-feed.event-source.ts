import type { LiveChange, LiveFeedPort, LiveListener } from '../../core/live/live-change.ts';
import type { SessionStorePort } from '../../core/session/session-store.port.ts';

/** How long to wait before opening again a stream the server refused or ended for good. */
export const REOPEN_MS = 10_000;

/** What the feed needs of the browser: fetch and EventSource (tests pass their own). */
export interface LiveBrowser {
  fetch: typeof globalThis.fetch;
  /** Undefined where there is no EventSource (tests in jsdom): the feed then stays silent. */
  openEventSource: ((url: string) => EventSource) | undefined;
}

/** The browser's own fetch and EventSource. */
export function browserLive(fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args)): LiveBrowser {
  const Source = globalThis.EventSource;
  return { fetch, openEventSource: Source ? (url) => new Source(url) : undefined };
}

/**
 * The live feed over one EventSource on the reference server's /api/live, opened with the first
 * subscriber and closed with the last. EventSource sends no headers of its own, so the stream is
 * opened with a cookie that POST /api/live/session sets for the stored access token. A dropped
 * stream is reconnected by the browser itself, with Last-Event-ID, so the server replays what was
 * missed; a stream the server ended (session over) or refused is tried again later, once.
 */
export class EventSourceLiveFeed implements LiveFeedPort {
  private readonly listeners = new Set<LiveListener>();
  private source: EventSource | undefined;
  private opening = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly liveUrl: string,
    private readonly store: SessionStorePort,
    private readonly browser: LiveBrowser,
  ) {}

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) void this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.shut();
    };
  }

  private async open(): Promise<void> {
    const token = this.store.load()?.accessToken;
    const openEventSource = this.browser.openEventSource;
    if (this.source || this.opening || !token || !openEventSource) return;
    this.opening = true;
    try {
      const res = await this.browser.fetch(`${this.liveUrl}/session`, { method: 'POST', headers: { accesstoken: token }, credentials: 'same-origin' });
      if (!res.ok || this.listeners.size === 0) return;
      const source = openEventSource(this.liveUrl);
      source.addEventListener('request', (e) => this.hear(e as MessageEvent<string>));
      source.addEventListener('gap', () => this.listeners.forEach((l) => l.gap?.()));
      source.addEventListener('ended', () => this.shut());
      source.addEventListener('error', () => {
        // CONNECTING: the browser reconnects by itself. CLOSED: refused; try later from the start.
        if (source.readyState === 2) this.later();
      });
      this.source = source;
    } catch {
      this.later();
    } finally {
      this.opening = false;
    }
  }

  private hear(event: MessageEvent<string>): void {
    let change: LiveChange;
    try {
      change = JSON.parse(event.data) as LiveChange;
    } catch {
      return;
    }
    this.listeners.forEach((l) => l.change(change));
  }

  private later(): void {
    this.source?.close();
    this.source = undefined;
    if (this.retry || this.listeners.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.listeners.size > 0) void this.open();
    }, REOPEN_MS);
  }

  private shut(): void {
    this.source?.close();
    this.source = undefined;
    clearTimeout(this.retry);
    this.retry = undefined;
  }
}
