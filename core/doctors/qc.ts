import { QcStatus } from './doctor-catalogue.ts';
import type { ProfileField } from './doctor-profile.ts';

/** How the profile form saves (spec 3 §4.2). */
export const ProfileSave = { saveDraft: 'saveDraft', saveAndProceed: 'saveAndProceed', submitToQc: 'submitToQc' } as const;
export type ProfileSave = (typeof ProfileSave)[keyof typeof ProfileSave];

/** Whether a doctor is (or, when new, will be) a draft. */
export const isDraft = (status: QcStatus | null) => status === null || status === QcStatus.Draft;

/** The primary button of the profile form: drafts save and go on to the schedule, the rest go to QC. */
export function primarySave(status: QcStatus | null): ProfileSave {
  return isDraft(status) ? ProfileSave.saveAndProceed : ProfileSave.submitToQc;
}

/** The primary button's label, as the spec writes it (its trailing space kept). */
export function primaryLabel(status: QcStatus | null): string {
  return primarySave(status) === ProfileSave.saveAndProceed ? 'Save & Proceed ' : 'Submit to QC';
}

/** The QC status a save leaves the doctor in: Submit to QC sends it to InProgress, the others keep it a draft. */
export function statusAfterSave(save: ProfileSave): QcStatus {
  return save === ProfileSave.submitToQc ? QcStatus.InProgress : QcStatus.Draft;
}

/** Whether a doctor in `from` may be saved as `to`: nothing goes back to Draft once it has left it. */
export function mayMoveTo(from: QcStatus | null, to: QcStatus): boolean {
  return to !== QcStatus.Draft || isDraft(from);
}

/** Save Draft is offered only for drafts, and only once something was edited. */
export function maySaveDraft(status: QcStatus | null, isEdited: boolean): boolean {
  return isDraft(status) && isEdited;
}

/** A QC remark on one field. */
export interface QcRemark {
  field: string;
  status: string;
  remark: string | null;
}

/** The fields whose QC remark Failed, each with its remark text or "Error" (spec 3 §4.2). */
export function failedRemarkErrors(remarks: readonly QcRemark[]): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const r of remarks) if (r.status === 'Failed') errors[r.field as ProfileField] = r.remark?.trim() || 'Error';
  return errors;
}

/** The counts the Doctor List's QC tooltip shows. */
export function remarkCounts(remarks: readonly QcRemark[]): { error: number; warning: number; failed: number } {
  const count = (s: string) => remarks.filter((r) => r.status === s).length;
  return { error: count('Error'), warning: count('Warning'), failed: count('Failed') };
}
