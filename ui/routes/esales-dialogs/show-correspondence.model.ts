import { makeAutoObservable, runInAction } from 'mobx';
import { correspondenceTimeline, type CaseCorrespondence, type CorrespondenceEntry } from '../../../core/esales/correspondence-timeline.ts';
import { CorrespondenceText } from '../../../core/esales/correspondence.ts';
import type { EsalesCasePort } from '../../../core/esales/esales-case.port.ts';

/** A case's correspondence as a timeline, newest first (Show Correspondence and the history page). */
export class CaseCorrespondenceModel {
  items: CaseCorrespondence[] = [];
  isLoading = false;
  loadFailed = false;

  constructor(
    private readonly port: EsalesCasePort,
    readonly caseId: number,
  ) {
    makeAutoObservable<this, 'port'>(this, { port: false, caseId: false }, { autoBind: true });
  }

  get entries(): CorrespondenceEntry[] {
    return correspondenceTimeline(this.items);
  }

  /** 'Correspondence is not available' when there is none (or it could not be read). */
  get emptyText(): string | null {
    if (this.isLoading && this.items.length === 0) return null;
    return this.entries.length === 0 ? CorrespondenceText.notAvailable : null;
  }

  async load(): Promise<void> {
    this.isLoading = true;
    try {
      const items = await this.port.correspondences(this.caseId);
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
