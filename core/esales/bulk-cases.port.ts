import type { FileContent } from '../files/file-content.ts';
import type { BulkEntity } from './bulk-form.ts';

/** What a bulk upload carries besides the file (spec 2 §3 bulk upload form). */
export interface BulkUploadRequest {
  readonly sourceId: number;
  readonly contractId: number;
  readonly entityRelationId: number;
  readonly entityName: string;
  readonly userName: string;
  readonly teleUnderwritingProductId?: number;
  readonly teleUnderwritingProductName?: string;
  readonly uploadedSourceId?: number;
  /** Validate every row and create nothing. */
  readonly dryRun: boolean;
}

/** One bad cell of a refused workbook: the sheet's row number (the header is row 1), the column's header text, why. */
export interface BulkRowError {
  readonly row: number;
  readonly column: string;
  readonly reason: string;
}

/** The server's verdict on a workbook: every case created (or, on a dry run, every row valid), or none and why. */
export interface BulkUploadOutcome {
  readonly isSuccess: boolean;
  /** The server's errorMessage: 'File is not an excel or is corrupted', 'N rows have errors; ...'. */
  readonly message: string | null;
  readonly createdCount: number;
  readonly rowErrors: readonly BulkRowError[];
}

/** A call the server refused outright (not a verdict on the rows), with its message when it gave one. */
export class BulkCasesRefusal extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? `refused with ${status}`);
    this.name = 'BulkCasesRefusal';
  }
}

/** What bulk case creation needs from the insurance core (spec 2 §7 uploadExcelOrders, downloadSampleFormat, GetChildEntityRelation). */
export interface BulkCasesPort {
  /** The corporates (child entities) of an insurer entity cases may be created for. */
  childEntities(entityId: number): Promise<BulkEntity[]>;
  /** onProgress hears the share of the file sent so far (0 to 1), where the transport can tell. */
  upload(request: BulkUploadRequest, file: FileContent, fileName: string, onProgress?: (sent: number) => void): Promise<BulkUploadOutcome>;
  /** A contract's .xlsx template, and the file name the server gives it. */
  template(contractId: number): Promise<{ file: FileContent; fileName: string | null }>;
}
