import { makeAutoObservable, runInAction } from 'mobx';
import type { LabDeskPort, LabRequest, PackageGroup } from '../../../core/appointments/lab-desk.port.ts';

/** The package popup of a row (spec 1 §2): the tests of its packages, grouped by group name. */
export class PackagePopupModel {
  groups: PackageGroup[] = [];
  loading = true;
  failed = false;

  constructor(
    private readonly port: LabDeskPort,
    readonly row: LabRequest,
  ) {
    makeAutoObservable<this, 'port'>(this, { port: false, row: false }, { autoBind: true });
  }

  get title(): string {
    return this.row.packageName ?? 'Package Details';
  }

  async load(): Promise<void> {
    try {
      const groups = await this.port.packageDetails(this.row.packageIds);
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
