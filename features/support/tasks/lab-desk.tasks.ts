import assert from 'node:assert/strict';
import type { TypedDay } from '../../../core/shared/typed-day.ts';
import { LAB_ACTION_LABEL, LabAction } from '../../../core/appointments/lab-actions.ts';
import { tabAfter } from '../../../core/appointments/lab-workflow.ts';
import { NOT_ATTENDED_REASONS, REJECT_REASONS } from '../../../core/appointments/action-input.ts';
import { reportContractType } from '../../../core/appointments/contracts.ts';
import {
  BULK_ACTIONS,
  bulkEligible,
  bulkEnabled,
  documentDialogActions,
  nextActions,
  rowButtons,
  type ActionableRow,
} from '../../../core/appointments/row-actions.ts';
import type { SlaTimes } from '../../../core/appointments/sla.ts';
import { StatusId, statusMeaning } from '../../../core/appointments/status-catalogue.ts';
import { type LabTab, labTabForStatus } from '../../../core/appointments/tabs.ts';
import { UPLOAD_RULES, type UploadContext, type UploadRules } from '../../../core/appointments/upload-action.ts';
import type { PortalWorld } from '../world.ts';
import { SUBMIT_REPORTS, TOGETHER_WORDS, actionList, contractNamed, labNamed, listFrom, tabLabel, type Move } from './lab-desk.words.ts';

/** One request on the lab desk, as the lists and the server know it. */
export interface DeskRequest {
  statusId: number;
  contractId: number | null;
  providerId: number;
  parentProviderId: number | null;
  testCategory: string | null;
  remarks: string | null;
  priorityId: number;
  times: SlaTimes;
  /** The actions the server sent, when a scenario says they differ from what the table gives. */
  sentActions?: { action: string }[];
  /** Its id, once placed on the lab desk of the scenario's provider service. */
  id?: number;
}

/** What a lab-desk scenario has set up and seen, kept per scenario beside the world. */
export interface DeskScene {
  /** The present moment; noon in India on 22 Nov 2026 unless the scenario says. */
  now: Date;
  /** The upload lists a scenario names; the deployed lists when it names none. */
  rules?: { preEmploymentBranchApprovalProviderIds: number[]; directSubmitProviderIds: number[]; directSubmitCategories: string[] };
  request?: DeskRequest;
  /** The requests selected together on a tab. */
  selection: { tab?: LabTab; requests: DeskRequest[]; count: number };
  /** The outcome of the last move on one request. */
  moved?: { from: number; action: LabAction; tab: LabTab | undefined } | 'refused';
  /** The refusals of the last bulk move, by position in the selection. */
  bulkRefusals: (string | undefined)[];
  /** The custom range picked, and the problem the date filter reports with it. */
  customRange?: { startDate: string; endDate: string };
  /** What a date field made of the day last typed into it. */
  typedDay?: TypedDay;
}

export const DEFAULT_NOW = new Date('2026-11-22T06:30:00.000Z');

const scenes = new WeakMap<PortalWorld, DeskScene>();
export function desk(world: PortalWorld): DeskScene {
  let s = scenes.get(world);
  if (!s) {
    s = { now: DEFAULT_NOW, selection: { requests: [], count: 0 }, bulkRefusals: [] };
    scenes.set(world, s);
  }
  return s;
}

const rulesOf = (world: PortalWorld): UploadRules => desk(world).rules ?? UPLOAD_RULES;

function theRequest(world: PortalWorld): DeskRequest {
  const request = desk(world).request;
  assert.ok(request, 'no request has been introduced in this scenario');
  return request;
}

/** A corporate health check at an Apollo branch, made, due and last changed now, unless the scenario says otherwise. */
export function newRequest(world: PortalWorld, statusId: number, more: Partial<DeskRequest> = {}): DeskRequest {
  const now = desk(world).now;
  return {
    statusId,
    contractId: contractNamed('corporate'),
    ...labNamed('Apollo Koramangala'),
    testCategory: 'Health Check',
    remarks: null,
    priorityId: 0,
    times: { createdOn: now, fulfillmentDate: now, modifiedOn: now },
    ...more,
  };
}

const contextOf = (r: DeskRequest): UploadContext => ({
  statusId: r.statusId,
  contractId: r.contractId,
  providerId: r.providerId,
  parentProviderId: r.parentProviderId,
  testCategory: r.testCategory,
});

/** The row as a list shows it: the request's status and the nextActions the server sends for it. */
function rowOf(world: PortalWorld, r: DeskRequest): ActionableRow {
  return { statusId: r.statusId, nextActions: r.sentActions ?? nextActions(contextOf(r), rulesOf(world)) };
}

const offered = (world: PortalWorld, r: DeskRequest): LabAction[] => rowOf(world, r).nextActions.map((n) => n.action as LabAction);

// ---- requests --------------------------------------------------------------------------------

/** A request in a status; when the scenario names the status, the catalogue must agree. */
export function requestInStatus(world: PortalWorld, statusId: number, meaning?: string): void {
  if (meaning !== undefined) assert.equal(statusMeaning(statusId), meaning, `status ${statusId} means`);
  desk(world).request = newRequest(world, statusId);
}

export function contractRequestInStatus(world: PortalWorld, contract: string, statusId: number): void {
  desk(world).request = newRequest(world, statusId, { contractId: contractNamed(contract) });
}

export function contractRequestAt(world: PortalWorld, contract: string, lab: string, categories: string, statusId: number): void {
  desk(world).request = newRequest(world, statusId, { contractId: contractNamed(contract), ...labNamed(lab), testCategory: categories });
}

/** The server sent this row actions that the table would not give it (bad data, an older server). */
export function serverAlsoOffers(world: PortalWorld, move: Move): void {
  const r = theRequest(world);
  const action = move === SUBMIT_REPORTS ? LabAction.Submit : move;
  r.sentActions = [...offered(world, r).map((a) => ({ action: a })), { action }];
}

// ---- the upload lists ------------------------------------------------------------------------

/** The lists as the scenario names them, starting empty: what it does not name is on no list. */
function namedRules(world: PortalWorld): NonNullable<DeskScene['rules']> {
  const s = desk(world);
  s.rules ??= { preEmploymentBranchApprovalProviderIds: [], directSubmitProviderIds: [], directSubmitCategories: [] };
  return s.rules;
}

export function preEmploymentNeedsBranchApproval(world: PortalWorld, lab: string): void {
  namedRules(world).preEmploymentBranchApprovalProviderIds.push(labNamed(lab).providerId);
}

export function labSubmitsStraightToQc(world: PortalWorld, lab: string): void {
  namedRules(world).directSubmitProviderIds.push(labNamed(lab).providerId);
}

export function categoryGoesStraightToQc(world: PortalWorld, category: string): void {
  namedRules(world).directSubmitCategories.push(category);
}

/** The lists the scenario named are the ones the portal and the server apply. */
export function namedListsAreApplied(world: PortalWorld): void {
  const sorted = (r: UploadRules) => ({
    preEmploymentBranchApprovalProviderIds: [...r.preEmploymentBranchApprovalProviderIds].sort(),
    directSubmitProviderIds: [...r.directSubmitProviderIds].sort(),
    directSubmitCategories: [...r.directSubmitCategories].sort(),
  });
  assert.deepEqual(sorted(rulesOf(world)), sorted(UPLOAD_RULES));
}

// ---- what the lab may do, and does ----------------------------------------------------------------

export function labMay(world: PortalWorld, expected: string): void {
  assert.equal(actionList(offered(world, theRequest(world))), expected);
}

/** The action a move sends for a request, or undefined when the request does not offer it. */
function actionFor(world: PortalWorld, r: DeskRequest, move: Move): LabAction | undefined {
  if (move === SUBMIT_REPORTS) return documentDialogActions(rowOf(world, r)).submit;
  return offered(world, r).includes(move) ? move : undefined;
}

/** The remarks a dialog would send with an action: a listed reason where one is asked for. */
function remarksFor(action: LabAction): string {
  if (action === LabAction.RejectedByProvider) return REJECT_REASONS[0];
  if (action === LabAction.NotAttended) return NOT_ATTENDED_REASONS[0];
  return 'Done by the lab';
}

const UPLOADS: readonly LabAction[] = [LabAction.Submit, LabAction.ReportApprovalPendingByBranch, LabAction.PartialReportUploaded];

/** A one-page PDF, as a lab's scanner would produce it. */
const reportFile = () => new Blob(['%PDF-1.4\n%scenario report\n%%EOF\n'], { type: 'application/pdf' });

/** The requests on the service's desk, placed the first time the lab acts on them. */
async function placed(world: PortalWorld, r: DeskRequest): Promise<number> {
  const rules = desk(world).rules;
  if (rules) world.labDesk.useRules(rules);
  r.id ??= await world.labDesk.place({
    statusId: r.statusId, contractId: r.contractId, providerId: r.providerId, parentProviderId: r.parentProviderId, testCategory: r.testCategory,
    remarks: r.remarks, priorityId: r.priorityId, isHomeVisit: false, fulfillmentDate: r.times.fulfillmentDate,
  });
  return r.id;
}

/**
 * The portal sends one action for the requests through its LabDeskPort, as the dialogs do (a
 * reason where one is asked, an uploaded report for an upload), and each request takes the status
 * the service now holds. Answers each request's refusal, if any.
 */
async function send(world: PortalWorld, requests: readonly DeskRequest[], action: LabAction): Promise<(string | undefined)[]> {
  for (const r of requests) await placed(world, r);
  const lab = requests[0].providerId;
  const port = await world.labDesk.port(lab);
  const items = [];
  for (const r of requests) {
    const requestId = r.id!;
    const report = UPLOADS.includes(action) ? await port.uploadReport(reportFile(), 'report.pdf', reportContractType(r.contractId)) : undefined;
    items.push({ requestId, action, remarks: remarksFor(action), ...(report ? { reports: { [report.key]: report.name } } : {}) });
  }
  const outcome = await port.update(world.labDesk.scope(lab), items);
  for (const r of requests) r.statusId = await world.labDesk.statusOf(r.id!);
  return outcome.results.map((result) => (result.success ? undefined : (result.error ?? 'refused')));
}

/** The lab makes a move its row offers; the service applies it as the workflow table says, or refuses. */
export async function labMakes(world: PortalWorld, move: Move): Promise<void> {
  const s = desk(world);
  const r = theRequest(world);
  const action = actionFor(world, r, move);
  // The portal shows no control for a move the row does not offer.
  if (action === undefined) {
    s.moved = 'refused';
    return;
  }
  const from = r.statusId;
  const [refusal] = await send(world, [r], action);
  s.moved = refusal === undefined ? { from, action, tab: tabAfter(from, action) } : 'refused';
  r.sentActions = undefined;
}

export function requestIsInStatus(world: PortalWorld, statusId: number, meaning: string): void {
  const r = theRequest(world);
  assert.notEqual(desk(world).moved, 'refused', 'the lab was refused');
  assert.equal(r.statusId, statusId);
  assert.equal(statusMeaning(statusId), meaning);
}

/** The tab the request moved to: where the table's target status is listed. */
export function isNowListedOn(world: PortalWorld, tab: LabTab): void {
  const moved = desk(world).moved;
  assert.ok(moved && moved !== 'refused', 'the request has not moved');
  assert.equal(tabLabel(moved.tab), tabLabel(tab));
  assert.equal(tabLabel(labTabForStatus(theRequest(world).statusId as StatusId)), tabLabel(tab));
}

export function labIsRefused(world: PortalWorld, statusId: number): void {
  assert.equal(desk(world).moved, 'refused');
  assert.equal(theRequest(world).statusId, statusId);
}

export function submittingIsSentAs(world: PortalWorld, action: string): void {
  assert.equal(documentDialogActions(rowOf(world, theRequest(world))).submit, action);
}

/** The document dialog's sending controls: Submit when an upload finishes it, Partial Upload where allowed. */
export function documentDialogOffers(world: PortalWorld, expected: string): void {
  const dialog = documentDialogActions(rowOf(world, theRequest(world)));
  const controls = [
    ...(dialog.submit ? [LAB_ACTION_LABEL[dialog.submit]] : []),
    ...(dialog.partial ? [LAB_ACTION_LABEL[LabAction.PartialReportUploaded]] : []),
  ];
  assert.deepEqual(controls, listFrom(expected, 'nothing'));
}

// ---- a row on a tab ----------------------------------------------------------------------------

export function rowOffers(world: PortalWorld, tab: LabTab, expected: string): void {
  const labels = rowButtons(tab, rowOf(world, theRequest(world))).map((b) => b.label);
  assert.deepEqual(labels, listFrom(expected, 'no actions'));
}

// ---- several requests at once -------------------------------------------------------------------

export function selectRows(world: PortalWorld, count: number, tab: LabTab): void {
  desk(world).selection = { tab, requests: [], count };
}

export function selectRequests(world: PortalWorld, statuses: string, tab: LabTab): void {
  const requests = listFrom(statuses, '').map((s) => newRequest(world, Number(s)));
  desk(world).selection = { tab, requests, count: requests.length };
}

export function bulkAvailable(world: PortalWorld, expected: boolean): void {
  assert.equal(bulkEnabled(desk(world).selection.count), expected);
}

export function tabHandlesTogether(world: PortalWorld, tab: LabTab, expected: string): void {
  assert.equal(actionList(BULK_ACTIONS[tab] ?? []), expected);
}

export function canJoinBulk(world: PortalWorld, tab: LabTab, can: boolean, words: string): void {
  const action = TOGETHER_WORDS[words];
  assert.ok(action, `unknown bulk action "${words}"`);
  assert.equal(bulkEligible(tab, action, rowOf(world, theRequest(world))), can);
}

/** The service answers each item of a bulk on its own: one refusal loses none of the others. */
export async function labMakesTogether(world: PortalWorld, words: string): Promise<void> {
  const action = TOGETHER_WORDS[words];
  assert.ok(action, `unknown bulk action "${words}"`);
  const s = desk(world);
  s.bulkRefusals = await send(world, s.selection.requests, action);
}

export function selectionStandsIn(world: PortalWorld, statuses: string): void {
  assert.deepEqual(desk(world).selection.requests.map((r) => r.statusId), listFrom(statuses, '').map(Number));
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

export function refusedWith(world: PortalWorld, ordinal: string, reason: string): void {
  const index = ORDINALS.indexOf(ordinal);
  assert.ok(index >= 0, `unknown position "${ordinal}"`);
  assert.equal(desk(world).bulkRefusals[index], reason);
}

export function noneRefusedBut(world: PortalWorld, ordinal: string): void {
  const index = ORDINALS.indexOf(ordinal);
  desk(world).bulkRefusals.forEach((refusal, i) => assert.equal(refusal !== undefined, i === index, `the ${ORDINALS[i]} request`));
}
