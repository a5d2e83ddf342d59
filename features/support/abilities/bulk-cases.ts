import type { BulkContract, BulkEntity } from '../../../core/esales/bulk-form.ts';
import type { BulkRowError } from '../../../core/esales/bulk-rows.ts';
import type { BulkField } from '../../../core/esales/bulk-template.ts';

/** What the Bulk Case Creation dialog offers an insurer user. */
export interface BulkOffer {
  contracts: BulkContract[];
  children: BulkEntity[];
  own: { entityId: number; entityName: string };
  /** The tele-underwriting packages of an entity relation under a contract, by name. */
  packages(contractId: number, entityRelationId: number): Promise<{ id: number; name: string }[]>;
}

/** One submission of the dialog: the choices and the sheet's data rows (header implied). */
export interface BulkSubmission {
  contract: BulkContract | null;
  sourceId: number | null;
  entityRelationId: number | null;
  packageId: number | null;
  /** null when no file was chosen. */
  rows: Partial<Record<BulkField, string>>[] | null;
  dryRun: boolean;
}

/** What came of a submission: refused before any row was read, or the importer's verdict. */
export type BulkOutcome = { refused: true } | { refused: false; created: number; rowErrors: BulkRowError[]; message: string | null };

/**
 * Bulk case creation as the scenarios use it, as the fixture insurer's admin: in memory with
 * core's rules (domain), or the real server over HTTP with a real workbook (http).
 */
export interface BulkCases {
  offer(): Promise<BulkOffer>;
  submit(submission: BulkSubmission): Promise<BulkOutcome>;
  /** How many cases the insurer's queue holds now. */
  casesInQueue(): Promise<number>;
}
