import { makeAutoObservable, runInAction } from 'mobx';
import type { CaseRef, EsalesCase, EsalesCasePort } from '../../../core/esales/esales-case.port.ts';
import { customerFlags } from '../../../core/esales/esales-history.ts';
import { additionalText, historyLoadFailedPath, isDoNotDisturb } from '../../../core/history/history-page.ts';
import { SessionMessage } from '../../../core/session/messages.ts';
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import type { EsalesDialogs } from '../esales-dialogs/esales-dialogs.factory.ts';
import type { CaseCorrespondenceModel } from '../esales-dialogs/show-correspondence.model.ts';
import type { CommunicationModel } from '../request-history/communication.model.ts';
import { HistoryCard } from '../../../core/history/history-cards.ts';
import type { CardRow, CardView } from '../request-history/history-cards.model.ts';

const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '-');

/**
 * The e-sales history page (spec 1 §2, e-sales variant): the case's details, the customer with the
 * HNI/SHNI flags, every additional, the 'Esales' pseudo-status with its correspondence, and the
 * messages sent about the case.
 */
export class EsalesHistoryViewModel {
  esale: EsalesCase | null = null;
  isLoading = false;
  correspondence: CaseCorrespondenceModel | null = null;
  communication: CommunicationModel | null = null;
  isAdding = false;

  constructor(
    private readonly port: EsalesCasePort,
    readonly dialogs: EsalesDialogs,
    private readonly current: CurrentSession,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<this, 'port' | 'current' | 'toaster' | 'navigator'>(
      this,
      { port: false, dialogs: false, current: false, toaster: false, navigator: false },
      { autoBind: true },
    );
  }

  get caseRef(): CaseRef | null {
    const e = this.esale;
    return e ? { id: e.id, name: e.name, dnd: e.dnd } : null;
  }

  get doNotDisturb(): boolean {
    return this.esale !== null && isDoNotDisturb(this.esale.additionals);
  }

  get flags(): string[] {
    return this.esale ? customerFlags(this.esale) : [];
  }

  /** The case itself: its ids, when it came, what went wrong, the request it led to. */
  get caseRows(): CardRow[] {
    const e = this.esale;
    if (!e) return [];
    return [
      { label: 'Esales Id', value: String(e.id) },
      { label: 'eQuote', value: orDash(e.eQuote) },
      { label: 'Created On', value: formatIndiaDateTime(new Date(e.createdOn)) },
      { label: 'Corporate Name', value: orDash(e.corporateName) },
      { label: 'Appointment Request', value: e.requestId === null ? '-' : String(e.requestId) },
      { label: 'Error', value: orDash(e.error) },
    ];
  }

  get cards(): CardView[] {
    const e = this.esale;
    if (!e) return [];
    return [
      {
        id: HistoryCard.CustomerDetails,
        title: 'Customer Details',
        rows: [
          { label: 'Name', value: e.name },
          { label: 'E-Mail', value: orDash(e.email) },
          { label: 'Phone Number', value: orDash(e.phone) },
          { label: 'Member Id', value: orDash(e.memberId) },
          { label: 'Application No', value: orDash(e.applicationNo) },
          { label: 'City', value: orDash(e.city) },
          { label: 'State', value: orDash(e.state) },
        ],
      },
      {
        id: HistoryCard.AdditionalInfo,
        title: 'Additional Info',
        rows: Object.entries(e.additionals).map(([label, value]) => ({ label, value: additionalText(value) })),
      },
    ];
  }

  /** Loads the case; a failed load goes back to the user's own appointments list, as the request history does. */
  async start(caseId: number): Promise<void> {
    if (!Number.isInteger(caseId) || caseId < 1) {
      this.leave();
      return;
    }
    this.isLoading = true;
    try {
      const esale = await this.port.esalesCase(caseId);
      runInAction(() => {
        this.esale = esale;
        this.isLoading = false;
        this.correspondence = this.dialogs.correspondence(esale.id);
        this.communication = this.dialogs.communication(esale.id);
      });
      await Promise.all([this.correspondence?.load(), this.communication?.load()]);
    } catch {
      runInAction(() => {
        this.isLoading = false;
      });
      this.leave();
    }
  }

  openAdd(): void {
    this.isAdding = true;
  }

  closeAdd(): void {
    this.isAdding = false;
  }

  /** A saved correspondence shows on the timeline at once. */
  async saved(): Promise<void> {
    await this.correspondence?.load();
  }

  private leave(): void {
    this.toaster.error(SessionMessage.generic);
    this.navigator.go(historyLoadFailedPath(this.current.session?.user.role), { replace: true });
  }
}
