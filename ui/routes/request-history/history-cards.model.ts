import { ageFromDob } from '../../../core/appointments/age.ts';
import { HistoryCard, historyCards, showsProposalAndMaid } from '../../../core/history/history-cards.ts';
import { additionalText, dcGradeLabel, proposalNumber } from '../../../core/history/history-page.ts';
import type { RequestHistoryRecord } from '../../../core/history/request-history.port.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import { formatDateTime, formatDay, formatNumber } from '../../i18n/format.ts';
import { requestHistoryText, type RequestHistoryTextKey } from './request-history.text.ts';

/** One labelled value on a card; data (names, ids, the insurer's own field names) is marked so no translator touches it. */
export interface CardRow {
  label: string;
  value: string;
  labelIsData?: boolean;
  valueIsData?: boolean;
}

/** A card of the history page, its title and rows. */
export interface CardView {
  id: HistoryCard;
  title: string;
  rows: CardRow[];
}

const CARD_TITLE: Readonly<Record<HistoryCard, RequestHistoryTextKey>> = {
  CustomerDetails: 'customerDetails',
  AppointmentDetails: 'appointmentDetails',
  HomeVisitDetails: 'homeVisitDetails',
  ClientOnsiteLocation: 'clientOnsiteLocation',
  AgentDetails: 'agentDetails',
  AdditionalInfo: 'additionalInfo',
};

const label = (key: RequestHistoryTextKey) => translate(requestHistoryText, key);
/** A row whose value is data as the database holds it. */
const data = (key: RequestHistoryTextKey, value: string): CardRow => ({ label: label(key), value, valueIsData: true });
/** A row whose value is a word core or the portal chose (a gender, a grade, a date). */
const word = (key: RequestHistoryTextKey, value: string): CardRow => ({ label: label(key), value: value === '-' ? value : translateCore(value) });

const text = (value: string | number | null | undefined): string => (value === null || value === undefined || String(value).trim() === '' ? '-' : String(value));
const when = (iso: string | null | undefined): string => (iso ? formatDateTime(new Date(iso)) : '-');
const amount = (value: number | null): string => (value === null ? '-' : `₹ ${formatNumber(value)}`);

function customerRows(r: RequestHistoryRecord, now: Date): CardRow[] {
  const d = r.details;
  const rows: CardRow[] = [
    data('name', text(d.patientName)),
    word('gender', text(d.gender)),
    { label: label('dob'), value: d.dob ? formatDay(d.dob) : '-' },
    word('age', String(ageFromDob(d.dob, now))),
    data('relation', text(d.relation)),
    data('employeeId', text(d.employeeID)),
    data('email', text(d.employeeMailID)),
    data('contactNo', text(d.contactNo)),
    data('corporate', text(d.primaryEntityName)),
    word('priority', text(d.priorityName)),
  ];
  if (showsProposalAndMaid(d.productType)) {
    rows.push(data('proposalNumber', text(proposalNumber(d.additionals))), data('maid', text(d.maid)));
  }
  return rows;
}

function appointmentRows(r: RequestHistoryRecord): CardRow[] {
  const d = r.details;
  const rows: CardRow[] = [
    data('provider', text(d.providerName)),
    data('providerLocation', text(r.requestDCLocation)),
    word('dcGrade', text(dcGradeLabel(d.grade))),
    data('package', text(d.productName)),
    { label: label('appointmentDateTime'), value: when(d.appointmentDate) },
    { label: label('firstAppointmentDate'), value: when(d.firstAppointmentDate) },
  ];
  if (d.secondAppointmentDate) rows.push({ label: label('secondAppointmentDate'), value: when(d.secondAppointmentDate) });
  rows.push({ label: label('amount'), value: amount(d.lineAmount) }, { label: label('cashlessAmount'), value: amount(d.cashlessAmount) });
  if (d.doctorName) rows.push(data('doctor', d.doctorName));
  if (r.fitUnfit) rows.push(word('fitUnfit', r.fitUnfit));
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
        data('addressLine1', text(d.addressLine1)),
        data('addressLine2', text(d.addressLine2)),
        data('pinCode', additionalText(d.additionals.PinCode)),
      ];
    case HistoryCard.ClientOnsiteLocation:
      return [data('location', text(d.clientLocation))];
    case HistoryCard.AgentDetails:
      return [data('agentName', text(d.agentName)), data('agentCode', text(d.agentCode)), data('agentMobile', text(d.agentMobileNumber))];
    case HistoryCard.AdditionalInfo:
      // The insurer's own field names and values; only core's Yes and No are words of the portal.
      return Object.entries(d.additionals).map(([key, value]) =>
        typeof value === 'boolean'
          ? { label: key, value: translateCore(additionalText(value)), labelIsData: true }
          : { label: key, value: additionalText(value), labelIsData: true, valueIsData: true },
      );
  }
}

/** The cards a viewer sees for a request (core decides which), each with its rows. */
export function cardViews(record: RequestHistoryRecord, roleId: number, now: Date): CardView[] {
  const cards = historyCards({ roleId, productType: record.details.productType, visitType: record.details.visitType });
  return cards.map((id) => ({ id, title: label(CARD_TITLE[id]), rows: cardRows(id, record, now) }));
}
