/**
 * Where an e-sales case stands, read from the appointment request it led to (spec 2 §4 "E-sales
 * case classification"). A case with no request is pending: nobody has booked it yet.
 */

/** The appointment status groups of spec 2 §4, by status id. */
export const EsalesStatusGroup = {
  Booked: 'Booked',
  Rescheduled: 'Rescheduled',
  Attended: 'Attended',
  NotAttended: 'Not attended',
  ReportsUploaded: 'Reports uploaded',
  Cancelled: 'Cancelled',
  QcApproved: 'QC approved',
} as const;
export type EsalesStatusGroup = (typeof EsalesStatusGroup)[keyof typeof EsalesStatusGroup];

/** The status ids of each group, as spec 2 §4 lists them. */
export const ESALES_STATUS_GROUP_IDS: Readonly<Record<EsalesStatusGroup, readonly number[]>> = {
  [EsalesStatusGroup.Booked]: [22, 23, 24, 25, 129, 40],
  [EsalesStatusGroup.Rescheduled]: [29, 30, 31, 117],
  [EsalesStatusGroup.Attended]: [32],
  [EsalesStatusGroup.NotAttended]: [39],
  [EsalesStatusGroup.ReportsUploaded]: [33, 37, 134],
  [EsalesStatusGroup.Cancelled]: [27, 43, 119, 120],
  [EsalesStatusGroup.QcApproved]: [48],
};

/** The group of a request status, or undefined for a status outside every group. */
export function esalesStatusGroup(statusId: number): EsalesStatusGroup | undefined {
  return (Object.keys(ESALES_STATUS_GROUP_IDS) as EsalesStatusGroup[]).find((g) => ESALES_STATUS_GROUP_IDS[g].includes(statusId));
}

/**
 * The row status a queue row carries (spec 2 §4 "Known row statuses"), from its request's group;
 * reports uploaded and QC approved both read Submit (the reports were submitted). Other statuses
 * of the request read as no row status.
 */
export const CaseRowStatus = {
  Confirm: 'Confirm',
  Cancel: 'Cancel',
  Reschedule: 'Reschedule',
  Attended: 'Attended',
  NotAttended: 'NotAttended',
  Submit: 'Submit',
} as const;
export type CaseRowStatus = (typeof CaseRowStatus)[keyof typeof CaseRowStatus];

const ROW_STATUS_OF_GROUP: Readonly<Record<EsalesStatusGroup, CaseRowStatus>> = {
  [EsalesStatusGroup.Booked]: CaseRowStatus.Confirm,
  [EsalesStatusGroup.Rescheduled]: CaseRowStatus.Reschedule,
  [EsalesStatusGroup.Attended]: CaseRowStatus.Attended,
  [EsalesStatusGroup.NotAttended]: CaseRowStatus.NotAttended,
  [EsalesStatusGroup.ReportsUploaded]: CaseRowStatus.Submit,
  [EsalesStatusGroup.Cancelled]: CaseRowStatus.Cancel,
  [EsalesStatusGroup.QcApproved]: CaseRowStatus.Submit,
};

/** The row status of a case whose request is in `statusId`; null for a case with no request (pending). */
export function caseRowStatus(statusId: number | null): CaseRowStatus | null {
  if (statusId === null) return null;
  const group = esalesStatusGroup(statusId);
  return group ? ROW_STATUS_OF_GROUP[group] : null;
}

/**
 * Whether a queue card shows a selection checkbox (spec 2 §2.3: confirmed, notAttended and
 * pending). Pending is a case with no request yet.
 */
export function cardHasCheckbox(row: { readonly requestId: number | null; readonly status: string | null }): boolean {
  if (row.requestId === null) return true;
  return row.status === CaseRowStatus.Confirm || row.status === CaseRowStatus.NotAttended;
}
