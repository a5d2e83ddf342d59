import { makeAutoObservable, runInAction } from 'mobx';
import type { PackageGroup } from '../../../core/appointments/lab-desk.port.ts';

/** What the popup reads of a row: its package ids and name. */
export interface PackagedRow {
  readonly packageIds: readonly number[];
  readonly packageName: string | null;
}

/** Where the popup gets the tests of packages from (the lab desk's or the offline desk's port). */
export interface PackageSource {
  packageDetails(packageIds: readonly number[]): Promise<PackageGroup[]>;
}

/** The package popup of a row (spec 1 §2, spec 3 §2.3): the tests of its packages, grouped by group name. */
export class PackagePopupModel {
  groups: PackageGroup[] = [];
  loading = true;
  failed = false;

  constructor(
    private readonly source: PackageSource,
    readonly row: PackagedRow,
  ) {
    makeAutoObservable<this, 'source'>(this, { source: false, row: false }, { autoBind: true });
  }

  get title(): string {
    return this.row.packageName ?? 'Package Details';
  }

  async load(): Promise<void> {
    try {
      const groups = await this.source.packageDetails(this.row.packageIds);
      runInAction(() => {
        this.groups = groups;
        this.loading = false;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
        this.loading = false;
      });
    }
  }
}
