import { ageFromDob } from '../../../core/appointments/age.ts';
import { HistoryCard, historyCards, showsProposalAndMaid } from '../../../core/history/history-cards.ts';
import { additionalText, dcGradeLabel, proposalNumber } from '../../../core/history/history-page.ts';
import type { RequestHistoryRecord } from '../../../core/history/request-history.port.ts';
import { formatIndiaDateTime, formatIndiaDay } from '../../../core/shared/india-time.ts';

/** One labelled value on a card. */
export interface CardRow {
  label: string;
  value: string;
}

/** A card of the history page, its title and rows. */
export interface CardView {
  id: HistoryCard;
  title: string;
  rows: CardRow[];
}

export const CARD_TITLE: Readonly<Record<HistoryCard, string>> = {
  CustomerDetails: 'Customer Details',
  AppointmentDetails: 'Appointment Details',
  HomeVisitDetails: 'Home Visit Details',
  ClientOnsiteLocation: 'Client Onsite Location',
  AgentDetails: 'Agent details',
  AdditionalInfo: 'Additional Info',
};

const text = (value: string | number | null | undefined): string => (value === null || value === undefined || String(value).trim() === '' ? '-' : String(value));
const when = (iso: string | null | undefined): string => (iso ? formatIndiaDateTime(new Date(iso)) : '-');
const amount = (value: number | null): string => (value === null ? '-' : `₹ ${value.toLocaleString('en-IN')}`);

function customerRows(r: RequestHistoryRecord, now: Date): CardRow[] {
  const d = r.details;
  const rows: CardRow[] = [
    { label: 'Name', value: text(d.patientName) },
    { label: 'Gender', value: text(d.gender) },
    { label: 'Date of Birth', value: d.dob ? formatIndiaDay(d.dob) : '-' },
    { label: 'Age', value: String(ageFromDob(d.dob, now)) },
    { label: 'Relation', value: text(d.relation) },
    { label: 'Employee Id', value: text(d.employeeID) },
    { label: 'Email', value: text(d.employeeMailID) },
    { label: 'Contact No.', value: text(d.contactNo) },
    { label: 'Corporate', value: text(d.primaryEntityName) },
    { label: 'Priority', value: text(d.priorityName) },
  ];
  if (showsProposalAndMaid(d.productType)) {
    rows.push({ label: 'Proposal Number', value: text(proposalNumber(d.additionals)) }, { label: 'MAID', value: text(d.maid) });
  }
  return rows;
}

function appointmentRows(r: RequestHistoryRecord): CardRow[] {
  const d = r.details;
  const rows: CardRow[] = [
    { label: 'Provider', value: text(d.providerName) },
    { label: 'Provider Location', value: text(r.requestDCLocation) },
    { label: 'DC Grade', value: text(dcGradeLabel(d.grade)) },
    { label: 'Package', value: text(d.productName) },
    { label: 'Appointment Date & Time', value: when(d.appointmentDate) },
    { label: 'First Appointment Date', value: when(d.firstAppointmentDate) },
  ];
  if (d.secondAppointmentDate) rows.push({ label: 'Second Appointment Date', value: when(d.secondAppointmentDate) });
  rows.push({ label: 'Amount', value: amount(d.lineAmount) }, { label: 'Cashless Amount', value: amount(d.cashlessAmount) });
  if (d.doctorName) rows.push({ label: 'Doctor', value: d.doctorName });
  if (r.fitUnfit) rows.push({ label: 'Fit / Unfit', value: r.fitUnfit });
  return rows;
}

function cardRows(card: HistoryCard, r: RequestHistoryRecord, now: Date): CardRow[] {
  const d = r.details;
  switch (card) {
    case HistoryCard.CustomerDetails:
      return customerRows(r, now);
    case HistoryCard.AppointmentDetails:
      return appointmentRows(r);
    case HistoryCard.HomeVisitDetails:
      return [
        { label: 'Address Line 1', value: text(d.addressLine1) },
        { label: 'Address Line 2', value: text(d.addressLine2) },
        { label: 'Pin Code', value: additionalText(d.additionals.PinCode) },
      ];
    case HistoryCard.ClientOnsiteLocation:
      return [{ label: 'Location', value: text(d.clientLocation) }];
    case HistoryCard.AgentDetails:
      return [
        { label: 'Agent Name', value: text(d.agentName) },
        { label: 'Agent Code', value: text(d.agentCode) },
        { label: 'Agent Mobile Number', value: text(d.agentMobileNumber) },
      ];
    case HistoryCard.AdditionalInfo:
      return Object.entries(d.additionals).map(([key, value]) => ({ label: key, value: additionalText(value) }));
  }
}

/** The cards a viewer sees for a request (core decides which), each with its rows. */
export function cardViews(record: RequestHistoryRecord, roleId: number, now: Date): CardView[] {
  const cards = historyCards({ roleId, productType: record.details.productType, visitType: record.details.visitType });
  return cards.map((id) => ({ id, title: CARD_TITLE[id], rows: cardRows(id, record, now) }));
}
