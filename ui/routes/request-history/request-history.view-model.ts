import { makeAutoObservable, runInAction } from 'mobx';
import { insurerContractOf } from '../../../core/appointments/contracts.ts';
import { visitTypeLabel } from '../../../core/appointments/visit-type.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import type { TabOpenerPort } from '../../../core/files/tab-opener.port.ts';
import {
  costTypeLabel,
  historyLoadFailedPath,
  historyViewerOf,
  isDoNotDisturb,
  testCategories,
} from '../../../core/history/history-page.ts';
import type { HistoryViewer } from '../../../core/history/report-visibility.ts';
import { RequestNotAvailable, type HistoryFilesPort, type RequestHistoryPort, type RequestHistoryRecord } from '../../../core/history/request-history.port.ts';
import { sourceLabel } from '../../../core/history/source-label.ts';
import { HistoryText } from '../../../core/history/timeline.ts';
import { isProviderRole } from '../../../core/session/roles.ts';
import { SessionMessage } from '../../../core/session/messages.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { CommunicationModel } from './communication.model.ts';
import { cardViews, type CardView } from './history-cards.model.ts';
import { timelineItems, type TimelineFile, type TimelineItem } from './timeline.model.ts';

/** The left column of the history page (spec 1 §2). */
export interface LeftColumn {
  requestId: number;
  costType: string;
  visitType: string;
  testCategories: string[];
  source: string;
}

/**
 * The request history page (spec 1 §2): what the server recorded about one request, told in the
 * viewer's words, with its files, correspondences and the messages sent to the customer.
 */
export class RequestHistoryViewModel {
  record: RequestHistoryRecord | null = null;
  isLoading = false;
  /** The file being fetched, so its button can show it is busy. */
  openingFileId: string | null = null;
  communication: CommunicationModel | null = null;

  constructor(
    private readonly port: RequestHistoryPort,
    private readonly files: HistoryFilesPort,
    private readonly current: CurrentSession,
    private readonly clock: ClockPort,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
    private readonly saver: FileSaverPort,
    private readonly tabs: TabOpenerPort,
  ) {
    makeAutoObservable<this, 'port' | 'files' | 'current' | 'clock' | 'toaster' | 'navigator' | 'saver' | 'tabs'>(
      this,
      { port: false, files: false, current: false, clock: false, toaster: false, navigator: false, saver: false, tabs: false },
      { autoBind: true },
    );
  }

  get viewer(): HistoryViewer {
    const role = this.current.session?.user.role;
    return historyViewerOf(role !== undefined && isProviderRole(role));
  }

  get left(): LeftColumn | null {
    const r = this.record;
    if (!r) return null;
    return {
      requestId: r.requestId,
      costType: costTypeLabel(r.details.isPaid),
      visitType: visitTypeLabel(r.details.visitType),
      testCategories: testCategories(r.details.testCategory),
      source: sourceLabel(r.details),
    };
  }

  get doNotDisturb(): boolean {
    return this.record !== null && isDoNotDisturb(this.record.details.additionals);
  }

  get cards(): CardView[] {
    const roleId = this.current.session?.user.roleId ?? 0;
    return this.record ? cardViews(this.record, roleId, this.clock.now()) : [];
  }

  get timeline(): TimelineItem[] {
    return this.record ? timelineItems(this.record, this.viewer) : [];
  }

  /**
   * Loads the history; a failed load goes back to the user's own appointments list (spec 1 §2, as
   * read in core). A request that will never open (no such id, or another's) says so; only other
   * failures get the generic "try again later", which would promise what cannot happen.
   */
  async start(requestId: number): Promise<void> {
    if (!Number.isInteger(requestId) || requestId < 1) {
      this.leave(HistoryText.notAvailable);
      return;
    }
    this.isLoading = true;
    try {
      const record = await this.port.history(requestId);
      runInAction(() => {
        this.record = record;
        this.isLoading = false;
        const contractId = insurerContractOf(record.details.productType);
        this.communication = new CommunicationModel(this.port, this.toaster, { requestId: record.requestId, contractId });
      });
      await this.communication?.load();
    } catch (error) {
      runInAction(() => {
        this.isLoading = false;
      });
      this.leave(error instanceof RequestNotAvailable ? HistoryText.notAvailable : SessionMessage.generic);
    }
  }

  private leave(message: string): void {
    this.toaster.error(message);
    this.navigator.go(historyLoadFailedPath(this.current.session?.user.role), { replace: true });
  }

  /**
   * Opens a bill, report or correspondence file: labs get a signed URL opened in a new tab, insurers
   * the file itself, saved under its name.
   */
  async openFile(file: TimelineFile): Promise<void> {
    const providerId = this.record?.details.providerId;
    this.openingFileId = file.id;
    try {
      if (this.viewer === 'provider' && providerId != null) {
        this.tabs.open(await this.files.previewUrl(file.id, providerId));
      } else {
        await this.saver.save(await this.files.fileBytes(file.id, file.name), file.name);
      }
    } catch {
      this.toaster.error(SessionMessage.generic);
    } finally {
      runInAction(() => {
        this.openingFileId = null;
      });
    }
  }
}
