import { describe, expect, it } from 'vitest';
import { LabTab } from './tabs.ts';
import { LabAction } from './lab-actions.ts';
import { BULK_ACTIONS, bulkEligible, bulkEnabled, bulkItemRefusal, documentDialogActions, nextActions, rowActions, rowButtons } from './row-actions.ts';
import { canPartialUpload, uploadSubmitAction, type UploadContext, type UploadRules } from './upload-action.ts';
import { contractGroup, contractKind, reportContractType } from './contracts.ts';

const A = LabAction;
const corporate = (statusId: number, more: Partial<UploadContext> = {}): UploadContext => ({
  statusId, contractId: 3104, providerId: 101, parentProviderId: 100, testCategory: 'Health Check', ...more,
});
const row = (ctx: UploadContext) => ({ statusId: ctx.statusId, nextActions: nextActions(ctx) });
const actionsOf = (ctx: UploadContext) => nextActions(ctx).map((n) => n.action);

describe('nextActions of a request', () => {
  it('carry the table actions with their labels', () => {
    expect(nextActions(corporate(22))).toEqual([
      { action: 'Confirm', label: 'Confirm' },
      { action: 'RejectedByProvider', label: 'Reject' },
    ]);
    expect(actionsOf(corporate(40))).toEqual([A.Attended, A.NotAttended]);
    expect(actionsOf(corporate(23))).toEqual([A.Attended]);
    expect(actionsOf(corporate(48))).toEqual([]);
  });

  it('offer one finishing upload action, chosen by the contract, and Partial Upload only for e-sales and pre-policy', () => {
    expect(actionsOf(corporate(32))).toEqual([A.Submit]);
    expect(actionsOf(corporate(32, { contractId: 9782, testCategory: 'PPMC' }))).toEqual([A.ReportApprovalPendingByBranch, A.PartialReportUploaded]);
    expect(actionsOf(corporate(32, { contractId: 4625, testCategory: 'Lab Test' }))).toEqual([A.Submit, A.PartialReportUploaded]);
    expect(actionsOf(corporate(162, { contractId: 4625, testCategory: 'PPMC' }))).toEqual([A.ReportApprovalPendingByBranch]);
    expect(actionsOf(corporate(33, { contractId: 5286 }))).toEqual([A.ReportApprovalPendingByBranch]);
  });
});

describe('the upload-action rule', () => {
  const rules: UploadRules = { preEmploymentBranchApprovalProviderIds: [100], directSubmitProviderIds: [110], directSubmitCategories: ['Lab Test'] };
  const ctx = (contractId: number | null, providerId: number, parentProviderId: number | null, testCategory: string) =>
    ({ statusId: 32, contractId, providerId, parentProviderId, testCategory });

  it.each([
    ['pre-employment at a listed parent', ctx(5286, 101, 100, 'Health Check'), A.ReportApprovalPendingByBranch],
    ['pre-employment at the listed provider itself', ctx(5286, 100, null, 'Health Check'), A.ReportApprovalPendingByBranch],
    ['pre-employment elsewhere', ctx(5286, 110, null, 'Health Check'), A.Submit],
    ['e-sales by default', ctx(4625, 101, 100, 'PPMC'), A.ReportApprovalPendingByBranch],
    ['pre-policy by default', ctx(9782, 101, 100, 'Health Check'), A.ReportApprovalPendingByBranch],
    ['e-sales at a listed provider', ctx(4625, 110, null, 'PPMC'), A.Submit],
    ['pre-policy whose every package is a listed category', ctx(9782, 101, 100, 'Lab Test, Lab Test'), A.Submit],
    ['pre-policy with one unlisted category', ctx(9782, 101, 100, 'PPMC, Lab Test'), A.ReportApprovalPendingByBranch],
    ['pre-policy without a category', ctx(9782, 101, 100, ''), A.ReportApprovalPendingByBranch],
    ['corporate', ctx(3104, 101, 100, 'Health Check'), A.Submit],
    ['no contract', ctx(null, 101, 100, 'Health Check'), A.Submit],
  ])('%s -> %s', (_name, context, expected) => {
    expect(uploadSubmitAction(context, rules)).toBe(expected);
  });

  it('offers Partial Upload for e-sales and pre-policy only, and not once partially uploaded', () => {
    expect(canPartialUpload(ctx(4625, 101, 100, 'PPMC'))).toBe(true);
    expect(canPartialUpload(ctx(9782, 101, 100, 'PPMC'))).toBe(true);
    expect(canPartialUpload({ ...ctx(9782, 101, 100, 'PPMC'), statusId: 162 })).toBe(false);
    expect(canPartialUpload(ctx(5286, 101, 100, 'PPMC'))).toBe(false);
    expect(canPartialUpload(ctx(3104, 101, 100, 'PPMC'))).toBe(false);
  });

  it('groups contracts as PPMC or Corporate', () => {
    expect([9782, 4625, 3104, 5286, 42, null].map(contractGroup)).toEqual(['PPMC', 'PPMC', 'Corporate', 'Corporate', 'Corporate', 'Corporate']);
    expect(contractKind(9782)).toBe('PRE_POLICY');
    expect([4625, null, undefined].map(reportContractType)).toEqual([4625, 9782, 9782]);
  });
});

describe('row actions on a tab', () => {
  it('intersect the row nextActions with the tab actions', () => {
    expect(rowActions(LabTab.NEW_APPOINTMENTS, row(corporate(22)))).toEqual([A.Confirm, A.RejectedByProvider]);
    expect(rowActions(LabTab.CONFIRMED_APPOINTMENTS, row(corporate(22)))).toEqual([]);
    expect(rowActions(LabTab.CONFIRMED_APPOINTMENTS, row(corporate(23)))).toEqual([A.Attended]);
    expect(rowActions(LabTab.DOCUMENT_PENDING, row(corporate(32)))).toEqual([A.Submit]);
    expect(rowActions(LabTab.ALL_APPOINTMENTS, row(corporate(22)))).toEqual([]);
    expect(rowActions(LabTab.SETTLED, row(corporate(32)))).toEqual([]);
  });

  it('offer Mark Not Attended only for status 40 on Confirmed and Not Attended', () => {
    expect(rowActions(LabTab.CONFIRMED_APPOINTMENTS, row(corporate(40)))).toEqual([A.Attended, A.NotAttended]);
    expect(rowActions(LabTab.NOT_ATTENDED, row(corporate(40)))).toEqual([A.Attended, A.NotAttended]);
    expect(rowActions(LabTab.NEW_APPOINTMENTS, row(corporate(40)))).toEqual([]);
    expect(rowActions(LabTab.NOT_ATTENDED, row(corporate(39)))).toEqual([A.Attended]);
    // Whatever a server sends, Not Attended needs status 40.
    expect(rowActions(LabTab.CONFIRMED_APPOINTMENTS, { statusId: 23, nextActions: [{ action: 'NotAttended' }] })).toEqual([]);
  });

  it('show one Upload Documents button for every upload action, and the dialog knows which to send', () => {
    const r = row(corporate(32, { contractId: 9782, testCategory: 'PPMC' }));
    expect(rowButtons(LabTab.DOCUMENT_PENDING, r)).toEqual([{ button: 'UploadDocuments', label: 'Upload Documents' }]);
    expect(rowButtons(LabTab.PARTIAL_DOCUMENTS_SUBMITTED, row(corporate(116)))).toEqual([{ button: 'UploadDocuments', label: 'Upload Documents' }]);
    expect(documentDialogActions(r)).toEqual({ submit: A.ReportApprovalPendingByBranch, partial: true });
    expect(documentDialogActions(row(corporate(162)))).toEqual({ submit: A.Submit, partial: false });
    expect(rowButtons(LabTab.NEW_APPOINTMENTS, row(corporate(22))).map((b) => b.label)).toEqual(['Confirm', 'Reject']);
    expect(rowButtons(LabTab.CONFIRMED_APPOINTMENTS, row(corporate(40))).map((b) => b.label)).toEqual(['Attended', 'Not Attended']);
  });
});

describe('bulk actions', () => {
  it('are enabled only with more than one row selected', () => {
    expect([0, 1, 2, 10].map(bulkEnabled)).toEqual([false, false, true, true]);
  });

  it('attend only status 40 rows, and confirm or reject new ones', () => {
    expect(BULK_ACTIONS.CONFIRMED_APPOINTMENTS).toEqual([A.Attended]);
    expect(bulkEligible(LabTab.CONFIRMED_APPOINTMENTS, A.Attended, row(corporate(40)))).toBe(true);
    expect(bulkEligible(LabTab.CONFIRMED_APPOINTMENTS, A.Attended, row(corporate(23)))).toBe(false);
    expect(bulkEligible(LabTab.CONFIRMED_APPOINTMENTS, A.NotAttended, row(corporate(40)))).toBe(false);
    expect(bulkEligible(LabTab.NEW_APPOINTMENTS, A.Confirm, row(corporate(22)))).toBe(true);
    expect(bulkEligible(LabTab.DOCUMENT_PENDING, A.Submit, row(corporate(32)))).toBe(false);
  });

  it('refuse on the server an Attended item of a bulk that is not in status 40', () => {
    expect(bulkItemRefusal(A.Attended, 23, 2)).toMatch(/status 40/);
    expect(bulkItemRefusal(A.Attended, 23, 1)).toBeUndefined();
    expect(bulkItemRefusal(A.Attended, 40, 5)).toBeUndefined();
    expect(bulkItemRefusal(A.Confirm, 22, 5)).toBeUndefined();
  });
});
