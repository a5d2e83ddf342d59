import { ContractKind, contractKind } from './contracts.ts';
import { LabAction } from './lab-actions.ts';
import { StatusId } from './status-catalogue.ts';

/** What the upload rule needs to know about a request. */
export interface UploadContext {
  readonly statusId: number;
  readonly contractId: number | null;
  readonly providerId: number;
  /** The provider's parent, so a list naming a parent provider covers its branches. */
  readonly parentProviderId: number | null;
  /** The request's test categories, joined with ', ' when it orders several packages. */
  readonly testCategory: string | null;
}

/**
 * The special lists of the upload-action rule (spec 1 §4: "certain providers", "certain category
 * names"; the spec does not show them). The values are project decisions recorded in
 * docs/decisions.md; a deployment changes them here, in one place.
 */
export interface UploadRules {
  /** Pre-employment reports of these providers (or their branches) need branch approval first. */
  readonly preEmploymentBranchApprovalProviderIds: readonly number[];
  /** E-sales and pre-policy reports of these providers go straight to QC. */
  readonly directSubmitProviderIds: readonly number[];
  /** E-sales and pre-policy requests whose every package has one of these categories go straight to QC. */
  readonly directSubmitCategories: readonly string[];
}

/** The rules the server applies. */
export const UPLOAD_RULES: UploadRules = {
  // The demo parent chain (100 and its branches) runs pre-employment checks for corporates that
  // want their branch to see reports before QC.
  preEmploymentBranchApprovalProviderIds: [100],
  // The demo standalone lab is trusted by the insurers to send reports straight to QC.
  directSubmitProviderIds: [110],
  // Single lab tests need no branch review; health checks and PPMC examinations do.
  directSubmitCategories: ['Lab Test'],
};

function covers(ids: readonly number[], ctx: UploadContext): boolean {
  return ids.includes(ctx.providerId) || (ctx.parentProviderId !== null && ids.includes(ctx.parentProviderId));
}

function categories(testCategory: string | null): string[] {
  return (testCategory ?? '').split(',').map((c) => c.trim()).filter((c) => c !== '');
}

/**
 * The action that finishes an upload (spec 1 §4 upload-action rules): pre-employment contracts of
 * the listed providers go to branch approval; e-sales and pre-policy contracts go to branch
 * approval unless the provider or every package category is listed; everything else is Submit.
 */
export function uploadSubmitAction(ctx: UploadContext, rules: UploadRules = UPLOAD_RULES): LabAction {
  const kind = contractKind(ctx.contractId);
  if (kind === ContractKind.PreEmployment) {
    return covers(rules.preEmploymentBranchApprovalProviderIds, ctx) ? LabAction.ReportApprovalPendingByBranch : LabAction.Submit;
  }
  if (kind === ContractKind.Esales || kind === ContractKind.PrePolicy) {
    const cats = categories(ctx.testCategory);
    const directByCategory = cats.length > 0 && cats.every((c) => rules.directSubmitCategories.includes(c));
    return covers(rules.directSubmitProviderIds, ctx) || directByCategory ? LabAction.Submit : LabAction.ReportApprovalPendingByBranch;
  }
  return LabAction.Submit;
}

/**
 * Whether Partial Upload is offered (spec 1 §5): only for e-sales and pre-policy contracts, and
 * not once the request is already partially uploaded.
 */
export function canPartialUpload(ctx: UploadContext): boolean {
  const kind = contractKind(ctx.contractId);
  return (kind === ContractKind.Esales || kind === ContractKind.PrePolicy) && ctx.statusId !== StatusId.PartialReportUploaded;
}
