import type { ServerResponse } from 'node:http';
import { changeData, type RequestChangeRow } from './request-change.ts';
import type { ChangeFilter } from './live-scope.ts';

/** How long the browser waits before it reconnects a dropped stream. */
export const RECONNECT_MS = 2_000;
/** A client that reads slower than this much unsent data is cut off; it reconnects and resumes. */
export const MAX_UNSENT_BYTES = 1_048_576;

/**
 * One open GET /api/live answer: server-sent events of the changes its user may see. Writes are
 * ordered; what arrives while a resume is being replayed waits behind it, so nothing is sent twice
 * or out of order.
 */
export class LiveStream {
  private held: RequestChangeRow[] | undefined = [];
  private ended = false;

  constructor(
    private readonly raw: ServerResponse,
    private filter: ChangeFilter,
    private readonly onEnd: () => void,
  ) {
    raw.write(`retry: ${RECONNECT_MS}\n: live\n\n`);
  }

  /** A change heard live: sent now, or after the replay still under way. */
  offer(change: RequestChangeRow): void {
    if (this.held) this.held.push(change);
    else this.send(change);
  }

  /** The replay of a resume, then whatever arrived meanwhile; from here on changes go out as heard. */
  replay(missed: readonly RequestChangeRow[]): void {
    for (const change of missed) this.send(change);
    const replayed = new Set(missed.map((m) => m.id));
    const held = this.held ?? [];
    this.held = undefined;
    for (const change of held) if (!replayed.has(change.id)) this.send(change);
  }

  /** The resume asked for changes the log no longer has: the client reloads its list instead. */
  gap(): void {
    this.write('event: gap\ndata: {}\n\n');
  }

  /** The user's scope as of the latest check of the session (features or providers may change). */
  rescope(filter: ChangeFilter): void {
    this.filter = filter;
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /** Ends the stream; `why` tells the client not to reconnect (the session ended). */
  end(why?: 'ended'): void {
    if (this.ended) return;
    if (why) this.write(`event: ${why}\ndata: {}\n\n`);
    this.ended = true;
    this.raw.end();
    this.onEnd();
  }

  private send(change: RequestChangeRow): void {
    if (!this.filter(change)) return;
    this.write(`id: ${change.id}\nevent: request\ndata: ${JSON.stringify(changeData(change))}\n\n`);
  }

  private write(text: string): void {
    if (this.ended) return;
    this.raw.write(text);
    if (this.raw.writableLength > MAX_UNSENT_BYTES) this.end();
  }
}
