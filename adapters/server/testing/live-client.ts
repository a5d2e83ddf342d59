/** One server-sent event as a client reads it. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: string;
  /** When the client read it (epoch ms), for delivery times. */
  receivedAt: number;
}

/** A reader of GET /api/live for tests and load runs: every event it heard, and a way to wait for one. */
export interface LiveClient {
  readonly events: ReadEvent[];
  /** Whether the server ended the stream. */
  readonly closed: boolean;
  /** The first event (from the start) that matches, waiting up to `ms` for it. */
  waitFor(match: (e: ReadEvent) => boolean, ms?: number): Promise<ReadEvent>;
  /** Resolves once the server ended the stream, within `ms`. */
  waitClosed(ms?: number): Promise<void>;
  close(): void;
}

/** Gets the live cookie for a token, the way the portal does before it opens its EventSource. */
export async function liveCookieFor(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/live/session`, { method: 'POST', headers: { accesstoken: token } });
  if (res.status !== 204) throw new Error(`live session refused: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Opens the live stream with a cookie (and a Last-Event-ID to resume from); throws on a refusal. */
export async function openLive(baseUrl: string, cookie: string, lastEventId?: string): Promise<LiveClient> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/live`, { headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) }, signal: abort.signal });
  if (res.status !== 200) throw Object.assign(new Error(`live stream refused: ${res.status}`), { status: res.status });
  const events: ReadEvent[] = [];
  const wakers = new Set<() => void>();
  let closed = false;
  const wake = () => wakers.forEach((w) => w());

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReadEvent = { event: 'message', data: '', receivedAt: Date.now() };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') ((event.data = value), (hasData = true));
          }
          if (hasData) events.push(event);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    closed = true;
    wake();
  })();

  const until = <T>(check: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const waker = () => {
        const found = check();
        if (found === undefined) return;
        clearTimeout(timer);
        wakers.delete(waker);
        resolve(found);
      };
      const timer = setTimeout(() => (wakers.delete(waker), reject(new Error(`timed out waiting for ${what}; heard ${JSON.stringify(events)}`))), ms);
      wakers.add(waker);
      waker();
    });

  return {
    events,
    get closed() {
      return closed;
    },
    waitFor: (match, ms = 5_000) => until(() => events.find(match), ms, 'an event'),
    waitClosed: (ms = 5_000) => until(() => (closed ? true : undefined), ms, 'the stream to end').then(() => undefined),
    close: () => abort.abort(),
  };
}
