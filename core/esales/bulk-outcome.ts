import { BulkMessage } from './bulk-limits.ts';
import type { BulkUploadOutcome } from './bulk-cases.port.ts';

/** What the Bulk Case Creation dialog says after an upload: a line in green or red, and the server's own words in red. */
export interface BulkVerdict {
  readonly ok: boolean;
  /** The main line: the created count, 'File is not an excel or is corrupted' or 'Unable to create order'. */
  readonly message: string;
  /** The server's errorMessage, shown in red under the dialog (spec 2 §8); null when it gave none or it is the main line. */
  readonly serverMessage: string | null;
}

/**
 * Spec 2 §8, bulk upload: a server errorMessage on a success answer is shown in red; a failure
 * naming 'File is not an excel' shows 'File is not an excel or is corrupted'; any other failure
 * 'Unable to create order' (and the server's reason beneath it, e.g. how many rows were refused).
 */
export function bulkVerdict(outcome: BulkUploadOutcome): BulkVerdict {
  if (outcome.isSuccess) return { ok: true, message: BulkMessage.created(outcome.createdCount), serverMessage: outcome.message };
  if (outcome.message?.includes('File is not an excel')) return { ok: false, message: BulkMessage.notExcel, serverMessage: null };
  return { ok: false, message: BulkMessage.unable, serverMessage: outcome.message };
}

/** An HTTP error (spec 2 §8: 'returns the status and response'): 'Unable to create order' and the status with the server's text. */
export function bulkHttpVerdict(status: number, serverMessage: string | null): BulkVerdict {
  return { ok: false, message: BulkMessage.unable, serverMessage: `${status}${serverMessage ? `: ${serverMessage}` : ''}` };
}
