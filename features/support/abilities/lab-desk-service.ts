import type { LabDeskPort } from '../../../core/appointments/lab-desk.port.ts';
import type { UploadContext, UploadRules } from '../../../core/appointments/upload-action.ts';

/** A request as a scenario puts it on the lab's desk. */
export interface PlacedRequest extends UploadContext {
  readonly remarks: string | null;
  readonly priorityId: number;
  readonly isHomeVisit: boolean;
  readonly fulfillmentDate: Date;
  /** The customer's number, and whether they asked not to be disturbed. */
  readonly phone?: string;
  readonly isDnd?: boolean;
}

/** What the lab reads on a request's history page: the contact number and each status's remarks. */
export interface HistoryRead {
  readonly contactNo: string | null;
  readonly remarks: readonly (string | null)[];
}

/**
 * The lab's side of the provider service, as the scenarios use it: requests placed on the desk
 * (as the insurer's booking would), the portal's own LabDeskPort to act on them, and what the
 * service holds afterwards. In memory (domain) or the real server over HTTP (http).
 */
export interface LabDeskService {
  /** Places a request on the lab's desk and answers its id. */
  place(request: PlacedRequest): Promise<number>;
  /** The portal's port, signed in as an admin of the lab whose tree holds the provider's requests. */
  port(providerId: number): Promise<Pick<LabDeskPort, 'update' | 'uploadReport'>>;
  /** The desk scope that admin's portal sends with an action. */
  scope(providerId: number): { userId: number; providerId: number; fetchForProviders: number[] };
  /** The request's history as the lab's portal reads it (RequestHistoryPort). */
  history(requestId: number): Promise<HistoryRead>;
  /** The status a request stands in now. */
  statusOf(requestId: number): Promise<number>;
  /**
   * The upload lists a scenario names: the in-memory service applies them; the real server
   * applies the deployed ones, so there a scenario may only name exactly those.
   */
  useRules(rules: UploadRules): void;
}
