import { ContractId, ContractKind, contractKind } from '../../../core/appointments/contracts.ts';
import { LabAction } from '../../../core/appointments/lab-actions.ts';
import { LAB_TABS, LAB_TAB_ORDER, type LabTab } from '../../../core/appointments/tabs.ts';

/**
 * The words an analyst uses for the lab desk, mapped to core's names: tabs by their on-screen
 * labels, moves by what the person does, contracts and labs by name, times in India time.
 */

// ---- tabs ---------------------------------------------------------------------------------------

/** The on-screen labels of the ten lab tabs, in tab order. */
export const TAB_LABELS: readonly string[] = LAB_TAB_ORDER.map((tab) => LAB_TABS[tab].label);

export function tabNamed(label: string): LabTab {
  const tab = LAB_TAB_ORDER.find((t) => LAB_TABS[t].label === label);
  if (!tab) throw new Error(`unknown tab "${label}"; known: ${TAB_LABELS.join(', ')}`);
  return tab;
}

export const tabLabel = (tab: LabTab | undefined): string | undefined => (tab === undefined ? undefined : LAB_TABS[tab].label);

// ---- moves: what the lab does to one request ----------------------------------------------------

/**
 * Submitting reports is one move for the person: the document dialog's Submit sends whichever
 * finishing action the request's contract calls for (upload-action.ts).
 */
export const SUBMIT_REPORTS = 'SubmitReports';
export type Move = LabAction | typeof SUBMIT_REPORTS;

/** "When the lab confirms it" ... */
export const MOVES: Readonly<Record<string, Move>> = {
  'confirms it': LabAction.Confirm,
  'rejects it': LabAction.RejectedByProvider,
  'marks it attended': LabAction.Attended,
  'marks it not attended': LabAction.NotAttended,
  'submits its reports': SUBMIT_REPORTS,
  'uploads part of its reports': LabAction.PartialReportUploaded,
};

/** "the lab may "confirm, reject"": an action as a person names it in a list. */
export const ACTION_WORDS: Readonly<Record<LabAction, string>> = {
  Confirm: 'confirm',
  RejectedByProvider: 'reject',
  Attended: 'mark attended',
  NotAttended: 'mark not attended',
  Submit: 'submit reports',
  ReportApprovalPendingByBranch: 'submit reports',
  PartialReportUploaded: 'upload part of the reports',
};

/** "it can be marked attended together with others" ... */
export const TOGETHER_WORDS: Readonly<Record<string, LabAction>> = {
  confirmed: LabAction.Confirm,
  rejected: LabAction.RejectedByProvider,
  'marked attended': LabAction.Attended,
  'marked not attended': LabAction.NotAttended,
};

/** Actions as a comma list, each named once, or "nothing". */
export function actionList(actions: readonly LabAction[]): string {
  const words = [...new Set(actions.map((a) => ACTION_WORDS[a]))];
  return words.length === 0 ? 'nothing' : words.join(', ');
}

/** "Confirm, Reject" / "no actions" -> labels; "a, b and c" -> items. */
export function listFrom(text: string, none: string): string[] {
  if (text.trim() === none) return [];
  return text.split(/\s*,\s*|\s+and\s+/).map((s) => s.trim()).filter((s) => s !== '');
}

// ---- contracts and labs -------------------------------------------------------------------------

/** Contract kinds by the name an analyst uses, with the contract id the portal knows them by. */
export const CONTRACTS: Readonly<Record<string, { id: number; kind: ContractKind }>> = {
  'e-sales': { id: ContractId.Esales, kind: ContractKind.Esales },
  'pre-policy': { id: ContractId.Ppmc, kind: ContractKind.PrePolicy },
  'pre-employment': { id: ContractId.PreEmployment, kind: ContractKind.PreEmployment },
  corporate: { id: ContractId.Corporate, kind: ContractKind.Corporate },
  OPD: { id: ContractId.Opd, kind: ContractKind.Opd },
};

export function contractNamed(name: string): number {
  const contract = CONTRACTS[name];
  if (!contract) throw new Error(`unknown contract "${name}"; known: ${Object.keys(CONTRACTS).join(', ')}`);
  // The scenario's word and the portal's reading of the id must agree.
  if (contractKind(contract.id) !== contract.kind) throw new Error(`contract ${contract.id} is no longer ${contract.kind}`);
  return contract.id;
}

/** Labs of the scenarios: the demo chain and its branches, the standalone lab, and one lab on no list. */
export const LABS: Readonly<Record<string, { providerId: number; parentProviderId: number | null }>> = {
  'Apollo Diagnostics': { providerId: 100, parentProviderId: null },
  'Apollo Koramangala': { providerId: 101, parentProviderId: 100 },
  'Apollo Kothrud': { providerId: 104, parentProviderId: 100 },
  'Sunrise Pathology': { providerId: 110, parentProviderId: null },
  'Harbour Labs': { providerId: 130, parentProviderId: null },
};

export function labNamed(name: string): { providerId: number; parentProviderId: number | null } {
  const lab = LABS[name];
  if (!lab) throw new Error(`unknown lab "${name}"; known: ${Object.keys(LABS).join(', ')}`);
  return lab;
}

// ---- time in India ------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_MS = 330 * 60_000;

/** "22 Nov 2026, 2:30 PM" (India time) -> the instant; "22 Nov 2026" alone is midnight. */
export function indiaInstant(text: string): Date {
  const m = /^(\d{1,2}) (\w{3}) (\d{4})(?:, (\d{1,2}):(\d{2}) (AM|PM))?$/.exec(text.trim());
  const month = m ? MONTHS.indexOf(m[2]) : -1;
  if (!m || month < 0) throw new Error(`"${text}" is not a time like "22 Nov 2026, 2:30 PM"`);
  const hour12 = m[4] === undefined ? 0 : Number(m[4]) % 12;
  const hour = m[6] === 'PM' ? hour12 + 12 : hour12;
  return new Date(Date.UTC(Number(m[3]), month, Number(m[1]), hour, Number(m[5] ?? 0)) - IST_MS);
}

/** "15 Nov 2026" -> "2026-11-15", the day as the date filter carries it. */
export function dayFrom(text: string): string {
  const m = /^(\d{1,2}) (\w{3}) (\d{4})$/.exec(text.trim());
  const month = m ? MONTHS.indexOf(m[2]) : -1;
  if (!m || month < 0) throw new Error(`"${text}" is not a day like "15 Nov 2026"`);
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}
