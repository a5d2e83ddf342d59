import { makeAutoObservable } from 'mobx';

/** Which rows of a list are ticked, by id. */
export class SelectionModel {
  ids: number[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get count(): number {
    return this.ids.length;
  }

  has(id: number): boolean {
    return this.ids.includes(id);
  }

  toggle(id: number): void {
    this.ids = this.has(id) ? this.ids.filter((i) => i !== id) : [...this.ids, id];
  }

  /** Ticks every given id, or unticks them all when they already are. */
  toggleAll(ids: readonly number[]): void {
    const all = ids.length > 0 && ids.every((id) => this.has(id));
    this.ids = all ? this.ids.filter((i) => !ids.includes(i)) : [...new Set([...this.ids, ...ids])];
  }

  /** Keeps only ids still on screen (after a reload). */
  keepOnly(ids: readonly number[]): void {
    this.ids = this.ids.filter((i) => ids.includes(i));
  }

  clear(): void {
    this.ids = [];
  }
}
