import { isBlank } from '../shared/validation.ts';
import { indiaDay, IST_OFFSET_MINUTES } from '../shared/india-time.ts';
import { callStatusLabel, callTypeLabel, needsCallbackDate } from './call-catalogue.ts';

/** Correspondence type of a call logged from the e-sales queue (spec 2 §9). */
export const ESALES_CORRESPONDENCE_TYPE = 153;
/** Who a queue correspondence is from (spec 2 §3 additionalInfo.From). */
export const ESALES_FROM = 'Esales';

/** Work status options of a correspondence (spec 2 §9). */
export const WORK_STATUSES = ['workable', 'nonWorkable'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** Messages of the correspondence dialogs (spec 2 §8); the field ones are this project's. */
export const CorrespondenceText = {
  notAvailable: 'Correspondence is not available',
  uicRequired: 'UIC number is required',
  callTypeRequired: 'Choose a call type',
  callStatusRequired: 'Choose a call status',
  callbackRequired: 'Callback date is required',
  callbackPast: 'Callback date cannot be in the past',
} as const;

/** What an agent fills in Add Correspondence. callbackDate is an India day (YYYY-MM-DD). */
export interface CorrespondenceForm {
  readonly callType: number | null;
  readonly callStatus: number | null;
  readonly uicNumber: string;
  readonly callbackDate: string | null;
  readonly workStatus: WorkStatus;
  readonly comment: string;
}

/** The do-not-disturb flags of a case; a correspondence carries them as the case holds them. */
export interface CaseDndFlags {
  readonly DND: boolean;
  readonly DNDCustomer: boolean;
}

export type CorrespondenceField = 'callType' | 'callStatus' | 'uicNumber' | 'callbackDate';
export type CorrespondenceProblems = Partial<Record<CorrespondenceField, string>>;

/**
 * The rules of Add Correspondence (spec 2 §4, §5): a known call type and status, the UIC number
 * (marked required), and for the six callback statuses a callback day that is not before today in
 * India. Other statuses carry no callback date. The form shows these; the server refuses the same.
 */
export function correspondenceProblems(form: CorrespondenceForm, now: Date): CorrespondenceProblems {
  const problems: CorrespondenceProblems = {};
  if (form.callType === null || callTypeLabel(form.callType) === undefined) problems.callType = CorrespondenceText.callTypeRequired;
  if (form.callStatus === null || callStatusLabel(form.callStatus) === undefined) problems.callStatus = CorrespondenceText.callStatusRequired;
  if (isBlank(form.uicNumber)) problems.uicNumber = CorrespondenceText.uicRequired;
  if (needsCallbackDate(form.callStatus)) {
    if (!form.callbackDate) problems.callbackDate = CorrespondenceText.callbackRequired;
    else if (form.callbackDate < indiaDay(now)) problems.callbackDate = CorrespondenceText.callbackPast;
  }
  return problems;
}

/** The instant a picked India day starts, written with the India offset ("2026-11-25T00:00:00+05:30"). */
export function callbackInstant(day: string): string {
  const hours = String(Math.floor(IST_OFFSET_MINUTES / 60)).padStart(2, '0');
  const minutes = String(IST_OFFSET_MINUTES % 60).padStart(2, '0');
  return `${day}T00:00:00+${hours}:${minutes}`;
}

/** The India day of a callback instant as sent on the wire, or null when none or unreadable. */
export function callbackDay(instant: string | null | undefined): string | null {
  if (!instant) return null;
  const t = new Date(instant);
  return Number.isNaN(t.getTime()) ? null : indiaDay(t);
}

/** The additionalInfo of a queue correspondence (spec 2 §3), as sent and as stored (rC_Blob). */
export interface CorrespondenceInfo extends CaseDndFlags {
  readonly uicnumber: string;
  readonly From: typeof ESALES_FROM;
  readonly callbackdate: string | null;
}

/**
 * The stored note of a correspondence: the UIC number, the case's DND flags (never the sender's
 * say), From Esales, and the callback date only for the statuses that ask for one.
 */
export function correspondenceInfo(form: Pick<CorrespondenceForm, 'uicNumber' | 'callStatus' | 'callbackDate'>, flags: CaseDndFlags): CorrespondenceInfo {
  return {
    uicnumber: form.uicNumber.trim(),
    DND: flags.DND,
    DNDCustomer: flags.DNDCustomer,
    From: ESALES_FROM,
    callbackdate: needsCallbackDate(form.callStatus) && form.callbackDate ? callbackInstant(form.callbackDate) : null,
  };
}

/** The body of insurance/addCorrespondence for a case (spec 2 §3 "Correspondence to add"). */
export function correspondencePayload(caseId: number, form: CorrespondenceForm, flags: CaseDndFlags) {
  const additionalInfo = correspondenceInfo(form, flags);
  return {
    additionalInfo: { ...additionalInfo, callbackdate: additionalInfo.callbackdate ?? null },
    DND: flags.DND,
    DNDCustomer: flags.DNDCustomer,
    From: ESALES_FROM,
    uicnumber: additionalInfo.uicnumber,
    callStatus: form.callStatus ?? 0,
    callType: form.callType ?? 0,
    comment: form.comment.trim(),
    correspondenceType: ESALES_CORRESPONDENCE_TYPE,
    requestId: caseId,
    workStatus: form.workStatus,
  } as const;
}
