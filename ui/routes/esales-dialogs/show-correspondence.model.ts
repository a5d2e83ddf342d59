import { makeAutoObservable } from 'mobx';
import { correspondenceTimeline, type CaseCorrespondence, type CorrespondenceEntry } from '../../../core/esales/correspondence-timeline.ts';
import { CorrespondenceText } from '../../../core/esales/correspondence.ts';
import type { EsalesCasePort } from '../../../core/esales/esales-case.port.ts';
import { LoadedItems } from '../../components/loading/loaded-items.ts';

/** A case's correspondence as a timeline, newest first (Show Correspondence and the history page). */
export class CaseCorrespondenceModel {
  private readonly list: LoadedItems<CaseCorrespondence>;

  constructor(
    port: EsalesCasePort,
    readonly caseId: number,
  ) {
    this.list = new LoadedItems(() => port.correspondences(caseId));
    makeAutoObservable<this, 'list'>(this, { list: false, caseId: false }, { autoBind: true });
  }

  get items(): CaseCorrespondence[] {
    return this.list.items;
  }

  get isLoading(): boolean {
    return this.list.isLoading;
  }

  get loadFailed(): boolean {
    return this.list.loadFailed;
  }

  get entries(): CorrespondenceEntry[] {
    return correspondenceTimeline(this.items);
  }

  /** 'Correspondence is not available' when there is none (or it could not be read). */
  get emptyText(): string | null {
    if (this.isLoading && this.items.length === 0) return null;
    return this.entries.length === 0 ? CorrespondenceText.notAvailable : null;
  }

  load(): Promise<void> {
    return this.list.load();
  }
}
