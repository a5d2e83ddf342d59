import type { InsurerContractId } from '../../../core/appointments/contracts.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { communicationCounts, type CommunicationCounts, type CommunicationType } from '../../../core/history/communication-counts.ts';
import type { CommunicationItem, CommunicationSource } from '../../../core/history/request-history.port.ts';
import { resendRecipient } from '../../../core/history/resend.ts';
import { HistoryText } from '../../../core/history/timeline.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { LoadedItems } from '../../components/loading/loaded-items.ts';

/** The toast after a resend went out; the spec names only the failure ('Unable to send'). */
export const RESEND_SENT = 'Message sent again';

/** The request a communication history belongs to. */
export interface CommunicationSubject {
  requestId: number;
  contractId: InsurerContractId;
}

/**
 * The Communication History dialog (spec 1 §2, §8): the messages sent for a request as a timeline,
 * filtered by channel; an e-mail's body read on demand; the resend dialog with its validation.
 */
export class CommunicationModel {
  private readonly list: LoadedItems<CommunicationItem>;
  isOpen = false;
  /** The channel the dialog shows, or null for all. */
  channel: CommunicationType | null = null;

  /** The e-mail whose body is open, and that body once read. */
  emailItem: CommunicationItem | null = null;
  emailHtml: string | null = null;
  emailFailed = false;

  /** The message being resent, and the resend form. */
  resendItem: CommunicationItem | null = null;
  emailAddress = '';
  mobile = '';
  resendTried = false;
  isSending = false;
  resendError: string | null = null;

  constructor(
    private readonly port: CommunicationSource,
    private readonly toaster: Toaster,
    private readonly subject: CommunicationSubject,
  ) {
    this.list = new LoadedItems(() => port.communications(subject.requestId));
    makeAutoObservable<this, 'port' | 'toaster' | 'subject' | 'list'>(this, { port: false, toaster: false, subject: false, list: false }, { autoBind: true });
  }

  get items(): CommunicationItem[] {
    return this.list.items;
  }

  get isLoading(): boolean {
    return this.list.isLoading;
  }

  get loadFailed(): boolean {
    return this.list.loadFailed;
  }

  get counts(): CommunicationCounts {
    return communicationCounts(this.items.map((i) => ({ communicationTypeValue: i.channel })));
  }

  get shown(): CommunicationItem[] {
    return this.channel === null ? this.items : this.items.filter((i) => i.channel === this.channel);
  }

  /** What the dialog says instead of a timeline, if anything. */
  get emptyText(): string | null {
    if (this.isLoading) return null;
    return this.loadFailed || this.shown.length === 0 ? HistoryText.noCommunication : null;
  }

  load(): Promise<void> {
    return this.list.load();
  }

  /** Opens the dialog on one channel (a count was clicked) or on all of them. */
  open(channel: CommunicationType | null = null): void {
    this.channel = channel;
    this.isOpen = true;
    void this.load();
  }

  close(): void {
    this.isOpen = false;
  }

  setChannel(channel: CommunicationType | null): void {
    this.channel = channel;
  }

  /** Whether a message can be resent: e-mails, SMS and WhatsApp of a request can; calls, others and a case's messages cannot. */
  canResend(item: CommunicationItem): boolean {
    if (!this.port.resend) return false;
    return item.channel === 'Email' || item.channel === 'SMS' || item.channel === 'WhatsApp';
  }

  async openEmail(item: CommunicationItem): Promise<void> {
    this.emailItem = item;
    this.emailHtml = null;
    this.emailFailed = false;
    try {
      const html = await this.port.emailBody(item.messageId ?? String(item.id));
      runInAction(() => {
        if (this.emailItem?.id === item.id) this.emailHtml = html;
      });
    } catch {
      runInAction(() => {
        if (this.emailItem?.id === item.id) this.emailFailed = true;
      });
    }
  }

  closeEmail(): void {
    this.emailItem = null;
    this.emailHtml = null;
  }

  startResend(item: CommunicationItem): void {
    this.resendItem = item;
    this.emailAddress = '';
    this.mobile = '';
    this.resendTried = false;
    this.resendError = null;
  }

  cancelResend(): void {
    this.resendItem = null;
  }

  setEmailAddress(value: string): void {
    this.emailAddress = value;
    this.resendError = null;
  }

  /** Phone-like fields take digits only (spec 1 §5). */
  setMobile(value: string): void {
    this.mobile = value.replace(/\D+/g, '').slice(0, 10);
    this.resendError = null;
  }

  /** The field problem shown once a send was tried. */
  get resendProblem(): string | null {
    if (!this.resendItem || !this.resendTried) return null;
    const check = resendRecipient(this.resendItem.channel, { emailAddress: this.emailAddress, mobile: this.mobile });
    return check.ok ? null : check.message;
  }

  async sendResend(): Promise<void> {
    const item = this.resendItem;
    const resend = this.port.resend;
    if (!item || !resend || this.isSending) return;
    this.resendTried = true;
    const check = resendRecipient(item.channel, { emailAddress: this.emailAddress, mobile: this.mobile });
    if (!check.ok) return;
    this.isSending = true;
    let ok = false;
    try {
      const outcome = await resend.call(this.port, {
        requestId: this.subject.requestId,
        contractId: this.subject.contractId,
        messageId: item.id,
        statusId: item.statusId ?? 0,
        ...(item.channel === 'Email' ? { emailAddress: check.recipient } : { mobile: check.recipient }),
      });
      ok = outcome.ok;
    } catch {
      ok = false;
    }
    runInAction(() => {
      this.isSending = false;
      if (ok) {
        this.resendItem = null;
        this.toaster.success(RESEND_SENT);
      } else {
        this.resendError = HistoryText.unableToSend;
        this.toaster.error(HistoryText.unableToSend);
      }
    });
    if (ok) await this.load();
  }
}
