/**
 * The actions a lab user can take on a request, by the names the wire carries in nextActions and
 * updateRequests (spec 1 §4 row actions). Reject travels as RejectedByProvider for labs; the
 * three upload actions all start from the one 'Upload Documents' button.
 */
export const LabAction = {
  Confirm: 'Confirm',
  RejectedByProvider: 'RejectedByProvider',
  Attended: 'Attended',
  NotAttended: 'NotAttended',
  Submit: 'Submit',
  ReportApprovalPendingByBranch: 'ReportApprovalPendingByBranch',
  PartialReportUploaded: 'PartialReportUploaded',
} as const;
/** One lab action. */
export type LabAction = (typeof LabAction)[keyof typeof LabAction];

/** Every lab action, in the order the workflow table lists them. */
export const ALL_LAB_ACTIONS: readonly LabAction[] = Object.values(LabAction);

/** Whether a string from the wire is a lab action. */
export function isLabAction(value: string): value is LabAction {
  return (ALL_LAB_ACTIONS as readonly string[]).includes(value);
}

/**
 * The actions that send reports: Submit and ReportApprovalPendingByBranch finish the upload (which
 * one depends on the contract, see upload-action.ts), PartialReportUploaded sends part of it.
 */
export const UPLOAD_ACTIONS: readonly LabAction[] = [
  LabAction.Submit,
  LabAction.ReportApprovalPendingByBranch,
  LabAction.PartialReportUploaded,
];

/** Whether an action uploads reports (and so needs at least one report attached). */
export function isUploadAction(action: LabAction): boolean {
  return UPLOAD_ACTIONS.includes(action);
}

/**
 * The label sent with an action in nextActions: the name on the button or dialog control that
 * sends it. Both finishing upload actions read 'Submit' because the user only ever sees one of
 * them for a request; the contract decides which.
 */
export const LAB_ACTION_LABEL: Readonly<Record<LabAction, string>> = {
  Confirm: 'Confirm',
  RejectedByProvider: 'Reject',
  Attended: 'Attended',
  NotAttended: 'Not Attended',
  Submit: 'Submit',
  ReportApprovalPendingByBranch: 'Submit',
  PartialReportUploaded: 'Partial Upload',
};

/** The row buttons of the lab lists (spec 1 §4 labels); several actions may share one button. */
export const RowButton = {
  Confirm: 'Confirm',
  Reject: 'Reject',
  Attended: 'Attended',
  NotAttended: 'NotAttended',
  UploadDocuments: 'UploadDocuments',
} as const;
/** One row button. */
export type RowButton = (typeof RowButton)[keyof typeof RowButton];

/** The text on each row button. */
export const ROW_BUTTON_LABEL: Readonly<Record<RowButton, string>> = {
  Confirm: 'Confirm',
  Reject: 'Reject',
  Attended: 'Attended',
  NotAttended: 'Not Attended',
  UploadDocuments: 'Upload Documents',
};

/** The button that starts an action: every upload action opens the one document dialog. */
export function rowButtonFor(action: LabAction): RowButton {
  switch (action) {
    case LabAction.Confirm:
      return RowButton.Confirm;
    case LabAction.RejectedByProvider:
      return RowButton.Reject;
    case LabAction.Attended:
      return RowButton.Attended;
    case LabAction.NotAttended:
      return RowButton.NotAttended;
    default:
      return RowButton.UploadDocuments;
  }
}
