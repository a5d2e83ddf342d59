import { makeAutoObservable, runInAction } from 'mobx';
import type { StoredFile } from '../../../core/appointments/lab-desk.port.ts';

/**
 * Files a request was sent with on earlier statuses (a lab's reports, a consult's prescriptions),
 * read from its history as a dialog opens, to be ticked and sent again instead of uploaded twice.
 */
export class PreviousFilesModel {
  files: StoredFile[] = [];
  chosen: string[] = [];

  constructor(private readonly read: () => Promise<StoredFile[]>) {
    makeAutoObservable<this, 'read'>(this, { read: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const files = await this.read();
      runInAction(() => (this.files = files));
    } catch {
      // Without the history the dialog still works: only re-selection is missing.
    }
  }

  toggle(key: string): void {
    this.chosen = this.chosen.includes(key) ? this.chosen.filter((k) => k !== key) : [...this.chosen, key];
  }

  /** What an action attaches: the files saved now and the earlier ones ticked again, key to name. */
  withSaved(saved: Readonly<Record<string, string>>): Record<string, string> {
    const map: Record<string, string> = { ...saved };
    for (const p of this.files) if (this.chosen.includes(p.key)) map[p.key] = p.name;
    return map;
  }
}
