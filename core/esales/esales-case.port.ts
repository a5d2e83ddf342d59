import type { CommunicationItem } from '../history/request-history.port.ts';
import type { CallLookupEntry } from './call-catalogue.ts';
import type { CaseCorrespondence } from './correspondence-timeline.ts';
import type { CaseDndFlags, correspondencePayload } from './correspondence.ts';

/** One e-sales case as its history page and dialogs show it (spec 2 §3 "Queue request"); DND contacts arrive masked. */
export interface EsalesCase {
  readonly id: number;
  readonly eQuote: string | null;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly corporateName: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly memberId: string | null;
  readonly applicationNo: string | null;
  readonly isHni: boolean;
  readonly isShni: boolean;
  /** The lead's additionals, DND and DNDCustomer among them. */
  readonly additionals: Readonly<Record<string, string | number | boolean | null>>;
  /** ISO instant. */
  readonly createdOn: string;
  readonly error: string | null;
  /** The appointment request the case led to, if any. */
  readonly requestId: number | null;
  readonly dnd: CaseDndFlags;
}

/** What a dialog needs to know of the case it works on: its id, the flags a correspondence carries and what its title shows. */
export interface CaseRef {
  readonly id: number;
  readonly name: string;
  readonly dnd: CaseDndFlags;
}

/** The body addCorrespondence takes. */
export type CorrespondenceBody = ReturnType<typeof correspondencePayload>;

/**
 * What the e-sales history page and the queue's row dialogs need from the insurance core (spec 2
 * §7: fetchRequest, callTypeLookUp, the call-status json, addCorrespondence, the correspondence
 * fetch, communicationHistory with moduleName Esales, getDownloadEmail). Any failure rejects.
 */
export interface EsalesCasePort {
  esalesCase(id: number): Promise<EsalesCase>;
  callTypes(): Promise<CallLookupEntry[]>;
  callStatuses(): Promise<CallLookupEntry[]>;
  addCorrespondence(body: CorrespondenceBody): Promise<void>;
  /** Newest first. */
  correspondences(caseId: number): Promise<CaseCorrespondence[]>;
  /** The messages sent about the case, newest first. */
  communications(caseId: number): Promise<CommunicationItem[]>;
  /** The HTML of one sent e-mail. */
  emailBody(messageId: string): Promise<string>;
}
