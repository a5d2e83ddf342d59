import { describe, expect, it } from 'vitest';
import { failedRemarkErrors, mayMoveTo, maySaveDraft, primaryLabel, remarkCounts, statusAfterSave } from './qc.ts';
import { completionBand } from './profile-completion.ts';

describe('doctor QC', () => {
  it('offers Save & Proceed to drafts and Submit to QC to the rest', () => {
    expect([primaryLabel(null), primaryLabel('Draft'), primaryLabel('Failed'), primaryLabel('Passed')]).toEqual(['Save & Proceed ', 'Save & Proceed ', 'Submit to QC', 'Submit to QC']);
    expect([statusAfterSave('saveDraft'), statusAfterSave('saveAndProceed'), statusAfterSave('submitToQc')]).toEqual(['Draft', 'Draft', 'InProgress']);
  });
  it('never takes a doctor back to Draft', () => {
    expect([mayMoveTo(null, 'Draft'), mayMoveTo('Draft', 'InProgress'), mayMoveTo('InProgress', 'Draft'), mayMoveTo('Failed', 'InProgress')]).toEqual([true, true, false, true]);
    expect([maySaveDraft('Draft', true), maySaveDraft('Draft', false), maySaveDraft('Failed', true)]).toEqual([true, false, false]);
  });
  it('shows Failed remarks on their fields and counts remarks for the tooltip', () => {
    const remarks = [{ field: 'mciIds', status: 'Failed', remark: 'Unreadable' }, { field: 'doctorImageUrl', status: 'Failed', remark: null }, { field: 'gender', status: 'Warning', remark: 'x' }];
    expect(failedRemarkErrors(remarks)).toEqual({ mciIds: 'Unreadable', doctorImageUrl: 'Error' });
    expect(remarkCounts(remarks)).toEqual({ error: 0, warning: 1, failed: 2 });
  });
  it('colours completion by 64 and 85', () => {
    expect([0, 63, 64, 84, 85, 100].map(completionBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });
});
