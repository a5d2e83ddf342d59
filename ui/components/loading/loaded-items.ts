import { makeAutoObservable, runInAction } from 'mobx';

/**
 * A list a dialog reads on opening: its items, whether a read is under way and whether the last
 * one failed (then the list is empty, so a stale list never shows as current).
 */
export class LoadedItems<T> {
  items: T[] = [];
  isLoading = false;
  loadFailed = false;

  constructor(private readonly read: () => Promise<T[]>) {
    makeAutoObservable<this, 'read'>(this, { read: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.isLoading = true;
    try {
      const items = await this.read();
      runInAction(() => {
        this.items = items;
        this.loadFailed = false;
      });
    } catch {
      runInAction(() => {
        this.items = [];
        this.loadFailed = true;
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }
}
