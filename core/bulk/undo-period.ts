/** How long after a bulk action's answer its user may undo it; its customer notices wait as long. */
export const UNDO_PERIOD_MS = 10_000;

/** The moment the undo period of an action answered at `answeredAt` closes. */
export function undoDeadline(answeredAt: Date): Date {
  return new Date(answeredAt.getTime() + UNDO_PERIOD_MS);
}

/** Whether an undo asked at `now` is still in time (the deadline itself is too late). */
export function undoInTime(deadline: Date, now: Date): boolean {
  return now.getTime() < deadline.getTime();
}

/** Whole seconds left to undo, for the countdown on the Undo button (0 once closed). */
export function undoSecondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** What an undo did to one row of the batch. */
export const UndoOutcome = {
  Reverted: 'Reverted',
  /** Someone else changed the row after the bulk action: it is left as they made it. */
  ChangedMeanwhile: 'ChangedMeanwhile',
  /** The row is no longer within the caller's providers. */
  NotVisible: 'NotVisible',
} as const;
export type UndoOutcome = (typeof UndoOutcome)[keyof typeof UndoOutcome];

export const UndoRefusal = {
  closed: 'Undo is no longer possible: the 10 seconds have passed, and nothing was changed',
  running: 'The bulk action is still running; wait for its answer',
  unknown: 'No such bulk action of yours',
} as const;

/** The remarks of the history row an undo writes: says the change was undone, and which action. */
export function undoRemarks(actionLabel: string): string {
  return `Undone: bulk ${actionLabel} reverted`;
}
