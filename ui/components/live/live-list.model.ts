import { makeAutoObservable } from 'mobx';
import { effectOnList, type LiveChange, type LiveFeedPort } from '../../../core/live/live-change.ts';

/** What a list screen tells its live model: its rows, what belongs to it, and how it reloads. */
export interface LiveListHost {
  /** The request ids on the page now. */
  rowIds(): readonly number[];
  /** Whether a request with this change's status and service belongs to the list (core's tab rules). */
  belongs(change: LiveChange): boolean;
  /** The same page again, with no busy state: rows update in place, selection and scroll stay. */
  refreshQuietly(): Promise<void>;
  /** The list from its first page, as the user's refresh asks. */
  reload(): void;
}

/** Changes heard within this long are applied by one quiet refresh. */
export const QUIET_REFRESH_MS = 150;

/**
 * Live changes for one list on screen (issue 16): a row on the page that still belongs is
 * refreshed in place; requests that left or entered the list are counted for a quiet banner that
 * the user acts on when ready, so rows never move under their pointer.
 */
export class LiveListModel {
  /** Changes of requests that left or entered the list since it was last loaded, one per request. */
  changed: LiveChange[] = [];
  private unsubscribe: (() => void) | undefined;
  private pending: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly feed: LiveFeedPort | undefined,
    private readonly host: LiveListHost,
  ) {
    makeAutoObservable<this, 'feed' | 'host' | 'unsubscribe' | 'pending'>(this, { feed: false, host: false, unsubscribe: false, pending: false }, { autoBind: true });
  }

  start(): void {
    this.unsubscribe ??= this.feed?.subscribe({ change: this.hear, gap: this.refreshSoon });
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.pending);
  }

  get count(): number {
    return this.changed.length;
  }

  /**
   * The list's rows were loaded again: what the load showed is no news any more. Only a row still
   * on the page that no longer belongs stays announced. So the user's own action, whose change
   * may arrive before or after the reload it causes, never raises the banner.
   */
  settle(): void {
    const rows = this.host.rowIds();
    this.changed = this.changed.filter((c) => rows.includes(c.requestId) && !this.host.belongs(c));
  }

  /** The banner's button. */
  refresh(): void {
    this.changed = [];
    this.host.reload();
  }

  private hear(change: LiveChange): void {
    const effect = effectOnList(this.host.rowIds().includes(change.requestId), this.host.belongs(change));
    const others = this.changed.filter((c) => c.requestId !== change.requestId);
    if (effect === 'update') this.refreshSoon();
    this.changed = effect === 'announce' ? [...others, change] : others;
  }

  private refreshSoon(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      void this.host.refreshQuietly();
    }, QUIET_REFRESH_MS);
  }
}
