/**
 * The schedule and holiday screens' toasts. Spec 3 §8 names them only as shared constants with
 * wording not shown; the failure uses the doctor screens' wording (docs/decisions.md).
 */
export const ScheduleToast = {
  slotsSaved: 'Schedule Saved Successfully',
  holidaysSaved: 'Holidays Saved Successfully',
  failed: 'Something went wrong Please Try Again',
  loadFailed: 'Unable to load the doctor. Please try again',
  someNotApplied: 'Saved; some appointments could not be changed',
} as const;
