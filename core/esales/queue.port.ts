import type { DayRange } from '../appointments/date-presets.ts';
import type { FileContent } from '../files/file-content.ts';
import type { QueueSearchKind } from './queue.ts';

/** One row of the e-sales queue (spec 2 §3 "Queue request"), as the screen shows it. */
export interface QueueCase {
  readonly id: number;
  readonly eQuote: string | null;
  readonly error: string | null;
  readonly name: string;
  readonly corporateName: string | null;
  /** Already masked by the server for do-not-disturb cases. */
  readonly phone: string | null;
  /** The case is do-not-disturb (DND), and the customer asked so (DNDCustomer). */
  readonly doNotDisturb: boolean;
  readonly doNotDisturbCustomer: boolean;
  readonly memberId: string | null;
  readonly email: string | null;
  readonly city: string | null;
  readonly state: string | null;
  /** Month day year hh:mm AM/PM, India time. */
  readonly createdOn: string;
  /** The appointment request the case led to, if any, and that request's row status. */
  readonly requestId: number | null;
  readonly status: string | null;
}

/** A page of the queue, or the selection to export: a creation range, or a search. */
export interface QueueQuery {
  readonly range: DayRange;
  /** 1-based. */
  readonly page: number;
  readonly search?: { readonly kind: QueueSearchKind; readonly text: string };
  /** The corporates chosen in the top bar; none means every corporate of the user. */
  readonly corporateIds?: readonly number[];
}

/** What a queue search found: cases, or (a Request Id of an appointment request) that request. */
export type QueueAnswer =
  | { readonly kind: 'queue'; readonly rows: readonly QueueCase[]; readonly total: number; readonly isTotalCapped: boolean }
  | { readonly kind: 'appointments'; readonly requestIds: readonly number[] };

/** A call the server refused, with its message when it gave one. */
export class QueueRefusal extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? `refused with ${status}`);
    this.name = 'QueueRefusal';
  }
}

/** What the queue screen needs from the insurance core (spec 2 §7 queue search and export). */
export interface EsalesQueuePort {
  search(query: QueueQuery): Promise<QueueAnswer>;
  /** Every case of the query's range or search (paging ignored) as the server's CSV file. */
  exportCsv(query: QueueQuery): Promise<FileContent>;
}
