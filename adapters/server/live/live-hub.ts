import type { Db } from '../store/db.ts';
import { changesAfter, latestChangeId, pruneChanges } from './change-log.ts';
import { parseChange, type RequestChangeRow } from './request-change.ts';

/** The NOTIFY channel the trigger of 028_request_changes.sql announces changes on. */
export const CHANGE_CHANNEL = 'request_change';
/** The NOTIFY channel of 034_session_end_notice.sql: a user's session ended or the user was deactivated. */
export const SESSION_END_CHANNEL = 'session_end';
/** How often an instance prunes the change log. */
export const PRUNE_EVERY_MS = 10 * 60_000;

type Listener = (change: RequestChangeRow) => void;
/** Hears a user whose session may have ended; `undefined` when any may have (notices were missed). */
type SessionListener = (userId: number | undefined) => void;

/**
 * One per server instance: hears every change committed on the database, whichever instance made
 * it, and hands it to the live streams of this instance, each of which filters it by its user's
 * scope. One LISTEN connection serves all streams, so 200 clients cost one connection, not 200.
 */
export class LiveHub {
  private readonly listeners = new Set<Listener>();
  private readonly sessionListeners = new Set<SessionListener>();
  private lastId = 0;
  private stopListening: (() => Promise<void>) | undefined;
  private stopHearingSessions: (() => Promise<void>) | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.lastId = await latestChangeId(this.db);
    this.stopListening = await this.db.listen(CHANGE_CHANNEL, {
      message: (payload) => {
        const change = parseChange(payload);
        if (change) this.deliver(change);
      },
      // The listening connection dropped and is back: what committed meanwhile is read from the log.
      resumed: () => void this.catchUp(),
    });
    // A sign-out or deactivation on any instance ends this instance's streams of the user at once,
    // not at their next heartbeat (issue 27). Notices missed while the connection was down: every
    // stream checks its session.
    this.stopHearingSessions = await this.db.listen(SESSION_END_CHANNEL, {
      message: (payload) => {
        const userId = Number(payload);
        if (Number.isInteger(userId)) this.sessionListeners.forEach((hear) => hear(userId));
      },
      resumed: () => this.sessionListeners.forEach((hear) => hear(undefined)),
    });
    // The first prune is awaited, so a server that has started does no write nobody asked for (a
    // prune with nothing old to delete writes nothing at all).
    const prune = () => pruneChanges(this.db).catch(() => {});
    await prune();
    this.pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Hears every change from now on until the returned function is called. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears every user whose session ended, from now on until the returned function is called. */
  onSessionEnd(listener: SessionListener): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }

  async stop(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.listeners.clear();
    this.sessionListeners.clear();
    await this.stopListening?.();
    await this.stopHearingSessions?.();
  }

  private deliver(change: RequestChangeRow): void {
    this.lastId = Math.max(this.lastId, change.id);
    for (const listener of this.listeners) listener(change);
  }

  private async catchUp(): Promise<void> {
    try {
      for (const change of await changesAfter(this.db, this.lastId)) this.deliver(change);
    } catch {
      // The next resume, or each client's own reconnect with its last id, catches up instead.
    }
  }
}
