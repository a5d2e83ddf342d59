/** Why a selected row is left out of a bulk action. */
export const BulkSkipWhy = {
  /** The row's status offers no such action at all. */
  status: 'status',
  /** The status offers it one at a time only (lab attendance: only status 40 in a bulk). */
  notInBulk: 'notInBulk',
  /** The status offers it, but not now (an offline consult whose time has not come). */
  notNow: 'notNow',
} as const;
export type BulkSkipWhy = (typeof BulkSkipWhy)[keyof typeof BulkSkipWhy];

/** What the rule says of one row left out: why, in words the server also answers with. */
export interface BulkSkipReason {
  readonly why: BulkSkipWhy;
  readonly reason: string;
}

/** One selected row left out of a bulk action, with the status that keeps it out. */
export interface BulkSkip extends BulkSkipReason {
  readonly requestId: number;
  readonly statusId: number;
  readonly statusName: string;
}

/** Which of the selected rows a bulk action applies to, and why the others are skipped. */
export interface BulkSplit {
  readonly selected: number;
  readonly applies: readonly number[];
  readonly skipped: readonly BulkSkip[];
}

/** A selected row as the rule reads it. */
export interface BulkRow {
  readonly requestId: number;
  readonly statusId: number;
}

/** The reason that names the status: "Its status 'Confirmed by Medical Center' allows no Confirm". */
export function statusAllowsNo(statusName: string, actionLabel: string): BulkSkipReason {
  return { why: BulkSkipWhy.status, reason: `Its status '${statusName}' allows no ${actionLabel}` };
}

/**
 * Splits a selection by a desk's rule (`skipOf` answers why a row is left out, or undefined), in
 * the order selected. The portal shows it before the action; the server refuses with the same reasons.
 */
export function splitBulk<R extends BulkRow>(
  rows: readonly R[],
  skipOf: (row: R) => BulkSkipReason | undefined,
  statusName: (statusId: number) => string,
): BulkSplit {
  const applies: number[] = [];
  const skipped: BulkSkip[] = [];
  for (const row of rows) {
    const skip = skipOf(row);
    if (skip) skipped.push({ requestId: row.requestId, statusId: row.statusId, statusName: statusName(row.statusId), ...skip });
    else applies.push(row.requestId);
  }
  return { selected: rows.length, applies, skipped };
}
