import { RoleName } from '../session/roles.ts';
import type { HistoryViewer } from './report-visibility.ts';

/** The left column's cost type (spec 1 §2): only a request the customer pays for reads 'Paid'. */
export function costTypeLabel(isPaid: boolean | null | undefined): 'Paid' | 'Sponsored' {
  return isPaid === true ? 'Paid' : 'Sponsored';
}

/** The test categories of a request: its comma-joined categories, each once, blanks dropped. */
export function testCategories(testCategory: string | null | undefined): string[] {
  const parts = (testCategory ?? '').split(',').map((c) => c.trim()).filter((c) => c !== '');
  return [...new Set(parts)];
}

/** A flag of the additionals map, true only when it is boolean true or the text 'true'. */
function flag(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/**
 * Whether the 'DO NOT DISTURB' badge shows (spec 1 §2): when either DND flag of the additionals is
 * set. Both come from the one stored choice, so either is enough.
 */
export function isDoNotDisturb(additionals: Readonly<Record<string, unknown>>): boolean {
  return flag(additionals.DND) || flag(additionals.DNDCustomer);
}

/** The proposal number of a policy proposal, kept in the additionals as ProposalNumber. */
export function proposalNumber(additionals: Readonly<Record<string, unknown>>): string | null {
  const value = additionals.ProposalNumber;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Who reads a history: provider-side roles see the lab's view, everyone else the insurer's. */
export function historyViewerOf(isProvider: boolean): HistoryViewer {
  return isProvider ? 'provider' : 'insurer';
}

/**
 * Where a failed history load sends the user. Spec 1 §2 names /insureradmin/appointments, the
 * insurer admin's own list; read as "the user's own list", /{role}/appointments: the same path
 * for the insurer admin, and a lab user's New tab instead of an insurer page they may not open.
 * With no known role, the spec's path as written.
 */
export function historyLoadFailedPath(role: RoleName | undefined): string {
  return `/${role ?? RoleName.insureradmin}/appointments`;
}

/** An additional value as text: booleans read Yes/No, empty values a dash. */
export function additionalText(value: string | number | boolean | null | undefined): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === null || value === undefined || String(value).trim() === '') return '-';
  return String(value);
}

/** The DC grade as people read it (spec 1 §9): a grade containing a or b is Premium, any other Non Premium. */
export function dcGradeLabel(grade: string | null | undefined): 'Premium' | 'Non Premium' | null {
  if (grade === null || grade === undefined || grade.trim() === '') return null;
  return /[ab]/i.test(grade) ? 'Premium' : 'Non Premium';
}
