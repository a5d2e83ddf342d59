import type { InsurerContractId } from '../../../core/appointments/contracts.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { communicationCounts, type CommunicationCounts, type CommunicationType } from '../../../core/history/communication-counts.ts';
import type { CommunicationItem, CommunicationSource, ResendRecipient } from '../../../core/history/request-history.port.ts';
import { HistoryText } from '../../../core/history/timeline.ts';
import { SessionMessage } from '../../../core/session/messages.ts';
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
 * filtered by channel; an e-mail's body read on demand; the resend dialog with the recipients the server offers.
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

  /** The message being resent, the recipients the server offers for it, and the one chosen. */
  resendItem: CommunicationItem | null = null;
  recipients: ResendRecipient[] = [];
  recipientsState: 'loading' | 'loaded' | 'failed' = 'loading';
  recipientId: string | null = null;
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
    if (!this.port.resend || !this.port.resendRecipients) return false;
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

  /**
   * Opens the resend dialog on a message and asks the server whom it may go to: the person picks
   * one of those (masked for a do-not-disturb customer) rather than typing a contact the server
   * would refuse. The first, the customer's own, is chosen to begin with.
   */
  async startResend(item: CommunicationItem): Promise<void> {
    this.resendItem = item;
    this.recipients = [];
    this.recipientId = null;
    this.recipientsState = 'loading';
    this.resendError = null;
    try {
      if (!this.port.resendRecipients) throw new Error('this source cannot resend');
      const offered = await this.port.resendRecipients(this.subject.requestId, item.id);
      runInAction(() => {
        if (this.resendItem?.id !== item.id) return; // another message was opened meanwhile
        this.recipients = offered;
        this.recipientId = offered[0]?.id ?? null;
        this.recipientsState = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (this.resendItem?.id === item.id) this.recipientsState = 'failed';
      });
    }
  }

  cancelResend(): void {
    this.resendItem = null;
  }

  chooseRecipient(id: string): void {
    this.recipientId = id;
    this.resendError = null;
  }

  /** What the dialog says instead of the recipients, if anything. */
  get recipientsProblem(): string | null {
    if (this.recipientsState === 'failed') return SessionMessage.generic;
    if (this.recipientsState === 'loaded' && this.recipients.length === 0) return HistoryText.noRecipients;
    return null;
  }

  get canSend(): boolean {
    return this.recipientId !== null && !this.isSending;
  }

  async sendResend(): Promise<void> {
    const item = this.resendItem;
    const resend = this.port.resend;
    if (!item || !resend || this.isSending) return;
    const recipientId = this.recipientId;
    if (recipientId === null) return;
    this.isSending = true;
    let ok = false;
    let reason: string | null = null;
    try {
      const outcome = await resend.call(this.port, {
        requestId: this.subject.requestId,
        contractId: this.subject.contractId,
        messageId: item.id,
        statusId: item.statusId ?? 0,
        recipientId,
      });
      ok = outcome.ok;
      if (!outcome.ok) reason = outcome.message;
    } catch {
      ok = false;
    }
    runInAction(() => {
      this.isSending = false;
      if (ok) {
        this.resendItem = null;
        this.toaster.success(RESEND_SENT);
      } else {
        // The toast is the spec's failure text; the dialog keeps the server's reason (the limit, a refused recipient).
        this.resendError = reason ?? HistoryText.unableToSend;
        this.toaster.error(HistoryText.unableToSend);
      }
    });
    if (ok) await this.load();
  }
}
