import type { CaseCorrespondence } from '../../core/esales/correspondence-timeline.ts';
import type { EsalesCase } from '../../core/esales/esales-case.port.ts';
import type { components as Insurance } from '../../openapi/generated/insurance.ts';

type WireQueueRequest = Insurance['schemas']['QueueRequest'];
type WireCorrespondence = Insurance['schemas']['Correspondence'];

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

/** A queue request as the history page and the dialogs read it; the DND flags travel in its additionals. */
export function toEsalesCase(w: WireQueueRequest): EsalesCase {
  const lead = w.requestJSON ?? { city: null, state: null };
  const additionals = { ...(lead.additionals ?? {}) };
  return {
    id: w.id,
    eQuote: orNull(w.eQuote),
    name: w.name,
    email: orNull(w.email),
    phone: orNull(w.phoneNo),
    corporateName: orNull(w.corporateName),
    city: orNull(lead.city),
    state: orNull(lead.state),
    memberId: orNull(lead.memberId),
    applicationNo: orNull(lead.applicationNo),
    isHni: lead.isHNI === true,
    isShni: lead.isSHNI === true,
    additionals,
    createdOn: w.dateTimeCreated,
    error: orNull(w.error),
    requestId: orNull(w.requestId),
    dnd: { DND: additionals.DND === true, DNDCustomer: additionals.DNDCustomer === true },
  };
}

/** A wire correspondence as the Show Correspondence timeline reads it. */
export function toCaseCorrespondence(w: WireCorrespondence): CaseCorrespondence {
  return {
    id: w.id,
    createdOn: w.createdOn,
    callTypeValue: orNull(w.callTypeValue),
    callStatusValue: orNull(w.callStatusValue),
    comment: orNull(w.comment),
    note: orNull(w.rC_Blob),
  };
}
