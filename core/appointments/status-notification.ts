import { insurerLabel } from './insurer-labels.ts';
import { formatIndiaDateTime } from '../shared/india-time.ts';
import { StatusId } from './status-catalogue.ts';

/** What the customer is told when the centre moves their request on. */
export interface StatusNotice {
  readonly subject: string;
  readonly body: string;
}

/**
 * The customer's message after a lab action. It uses the customer-facing labels (the insurer
 * wording, not the lab's internal status names) and never repeats the lab's remarks, which are
 * written for ops and QC rather than for the customer.
 */
export function statusNotice(request: { id: number; patientName: string; statusId: number; fulfillmentDate: Date }): StatusNotice {
  const label = request.statusId === StatusId.RejectedByProvider ? 'Being rescheduled' : insurerLabel(request.statusId);
  const when = formatIndiaDateTime(request.fulfillmentDate);
  const detail =
    request.statusId === StatusId.ConfirmedByMedicalCenter
      ? ` Your appointment is confirmed for ${when}.`
      : request.statusId === StatusId.RejectedByProvider
        ? ' The centre cannot take this appointment; our team will contact you to arrange another centre.'
        : request.statusId === StatusId.NotAttended
          ? ` We missed you at your appointment on ${when}; our team will contact you.`
          : '';
  return {
    subject: `Appointment request ${request.id}: ${label}`,
    body: `Dear ${request.patientName}, the status of your appointment request ${request.id} is now '${label}'.${detail}`,
  };
}
