/** The widest approval window one report download may cover (spec 1 §5, §9). */
export const REPORT_WINDOW_HOURS = 6;
/** The wider window allowed to the listed entities. */
export const EXTENDED_REPORT_WINDOW_HOURS = 24;
/**
 * Insurer entity ids allowed the 24-hour span; the spec keeps the list unshown. The demo's second
 * insurer (Navjeevan, 210) is on it so both limits can be tried (docs/decisions.md).
 */
export const EXTENDED_WINDOW_ENTITY_IDS: readonly number[] = [210];
/** What the portal says when a report download fails (spec 1 §8). */
export const REPORT_DOWNLOAD_FAILED = 'Failed to download reports';

/** The window limit, in hours, for an entity. */
export function reportWindowHours(entityId: number | null | undefined, extended: readonly number[] = EXTENDED_WINDOW_ENTITY_IDS): number {
  return entityId !== null && entityId !== undefined && extended.includes(entityId) ? EXTENDED_REPORT_WINDOW_HOURS : REPORT_WINDOW_HOURS;
}

/** The Download Reports form: a contract and the approval window it covers. */
export interface ReportDownloadForm {
  contractId?: number | null;
  start?: Date | null;
  end?: Date | null;
}

/**
 * Why a report download cannot be asked for, or undefined when it can (spec 1 §5): contract, start
 * and end are required, the end must be after the start, and the span may not exceed 6 hours (24
 * for the listed entities). The server applies the same rule to the window it is sent.
 */
export function reportDownloadProblem(form: ReportDownloadForm, entityId: number | null | undefined, extended?: readonly number[]): string | undefined {
  if (form.contractId === null || form.contractId === undefined) return 'Contract is required';
  return reportWindowProblem(form.start, form.end, entityId, extended);
}

/** The window part of reportDownloadProblem, for callers that already named the contract. */
export function reportWindowProblem(start: Date | null | undefined, end: Date | null | undefined, entityId: number | null | undefined, extended?: readonly number[]): string | undefined {
  if (!start || Number.isNaN(start.getTime())) return 'Start time is required';
  if (!end || Number.isNaN(end.getTime())) return 'End time is required';
  if (end.getTime() <= start.getTime()) return 'End time must be after the start time';
  const hours = reportWindowHours(entityId, extended);
  if (end.getTime() - start.getTime() > hours * 3_600_000) return `The time span must not exceed ${hours} hours`;
  return undefined;
}
