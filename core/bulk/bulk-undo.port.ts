import type { DeskScope } from '../appointments/lab-desk.port.ts';
import type { UndoOutcome } from './undo-period.ts';

/** The desk service a bulk action ran on. */
export type BulkService = 'LABS' | 'OFFLINE_CONSULTS';

/** What a bulk action's answer carries to undo it: its batch, until when. */
export interface BulkUndoHandle {
  readonly batchId: string;
  readonly undoUntil: Date;
}

/** What an undo did to each row the bulk applied. */
export interface BulkUndoAnswer {
  readonly results: readonly { readonly requestId: number; readonly outcome: UndoOutcome; readonly statusId: number | null }[];
}

/**
 * Undoes a bulk action of the signed-in user (undoBulkUpdate). Rejects with a LabDeskRefusal
 * carrying the server's reason when refused (too late, not theirs).
 */
export interface BulkUndoPort {
  undo(scope: DeskScope, service: BulkService, batchId: string): Promise<BulkUndoAnswer>;
}
