import { makeAutoObservable, runInAction } from 'mobx';
import { LabDeskRefusal } from '../../../core/appointments/lab-desk.port.ts';
import type { Toaster } from '../toast/toaster.ts';
import { ListMessage } from './list-message.ts';

/**
 * The loads of one desk list (lab or offline): a newer load wins over an older one still in
 * flight; a 403 ends the session (spec 1 §7, spec 3 §4.4); any other failure empties the list and
 * says "Failed to fetch data". `loading` and `loaded` are what the table's busy and empty states read.
 */
export class ListLoads {
  loading = false;
  loaded = false;
  private seq = 0;

  constructor(
    private readonly toaster: Toaster,
    private readonly onForbidden: () => void,
  ) {
    makeAutoObservable<this, 'toaster' | 'onForbidden' | 'seq'>(this, { toaster: false, onForbidden: false, seq: false }, { autoBind: true });
  }

  /**
   * A load nobody asked for (a live change, ui/components/live): no busy state, so the rows update
   * in place; dropped when a load of the user's starts meanwhile or is under way, and a failure
   * leaves the rows as they were.
   */
  async runQuietly<T>(fetch: (() => Promise<T>) | undefined, apply: (result: T) => void): Promise<void> {
    const seq = this.seq;
    if (!fetch || this.loading) return;
    try {
      const result = await fetch();
      if (seq === this.seq && !this.loading) runInAction(() => apply(result));
    } catch {
      // The next change, or the user's own refresh, tries again.
    }
  }

  /**
   * Runs one load: `fetch` (none when the list cannot be asked, e.g. a search with a problem),
   * then `apply` with its result, or `clear` when there is nothing to show.
   */
  async run<T>(fetch: (() => Promise<T>) | undefined, apply: (result: T) => void, clear: () => void): Promise<void> {
    const seq = ++this.seq;
    if (!fetch) {
      clear();
      this.loaded = true;
      return;
    }
    this.loading = true;
    try {
      const result = await fetch();
      if (seq === this.seq) runInAction(() => apply(result));
    } catch (error) {
      if (seq !== this.seq) return;
      if (error instanceof LabDeskRefusal && error.status === 403) return this.onForbidden();
      runInAction(clear);
      this.toaster.error(ListMessage.fetchFailed);
    } finally {
      if (seq === this.seq) runInAction(() => ((this.loading = false), (this.loaded = true)));
    }
  }
}
