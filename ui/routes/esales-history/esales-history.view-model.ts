import { makeAutoObservable, runInAction } from 'mobx';
import type { CaseRef, EsalesCase, EsalesCasePort } from '../../../core/esales/esales-case.port.ts';
import { customerFlags } from '../../../core/esales/esales-history.ts';
import { additionalText, historyLoadFailedPath, isDoNotDisturb } from '../../../core/history/history-page.ts';
import { SessionMessage } from '../../../core/session/messages.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { translate } from '../../i18n/define-text.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { esalesHistoryText, type EsalesHistoryTextKey } from './esales-history.text.ts';
import './esales-history.core-text.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import type { EsalesDialogs } from '../esales-dialogs/esales-dialogs.factory.ts';
import type { CaseCorrespondenceModel } from '../esales-dialogs/show-correspondence.model.ts';
import type { CommunicationModel } from '../request-history/communication.model.ts';
import { HistoryCard } from '../../../core/history/history-cards.ts';
import type { CardRow, CardView } from '../request-history/history-cards.model.ts';

const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '-');
const t = (key: EsalesHistoryTextKey) => translate(esalesHistoryText, key);

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
      { label: t('esalesId'), value: String(e.id) },
      { label: t('eQuote'), value: orDash(e.eQuote) },
      { label: t('createdOn'), value: formatDateTime(new Date(e.createdOn)) },
      { label: t('corporateName'), value: orDash(e.corporateName) },
      { label: t('appointmentRequest'), value: e.requestId === null ? '-' : String(e.requestId) },
      { label: t('error'), value: orDash(e.error) },
    ];
  }

  /** The customer and the additionals, every value as the case holds it (data, not labels). */
  get cards(): CardView[] {
    const e = this.esale;
    if (!e) return [];
    return [
      {
        id: HistoryCard.CustomerDetails,
        title: t('customerDetails'),
        rows: [
          { label: t('name'), value: e.name, valueIsData: true },
          { label: t('email'), value: orDash(e.email), valueIsData: true },
          { label: t('phone'), value: orDash(e.phone), valueIsData: true },
          { label: t('memberId'), value: orDash(e.memberId), valueIsData: true },
          { label: t('applicationNo'), value: orDash(e.applicationNo), valueIsData: true },
          { label: t('city'), value: orDash(e.city), valueIsData: true },
          { label: t('state'), value: orDash(e.state), valueIsData: true },
        ],
      },
      {
        id: HistoryCard.AdditionalInfo,
        title: t('additionalInfo'),
        rows: Object.entries(e.additionals).map(([label, value]) => ({ label, value: additionalText(value), labelIsData: true, valueIsData: true })),
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
    this.toaster.error(translateCore(SessionMessage.generic));
    this.navigator.go(historyLoadFailedPath(this.current.session?.user.role), { replace: true });
  }
}
