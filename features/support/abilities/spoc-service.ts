import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import type { SpocPort } from '../../../core/spoc/spoc.port.ts';

/** The clinic's SPOCs as a scenario works them: the portal's port, plus arranging and reading what is stored. */
export interface SpocsAbility {
  readonly port: SpocPort;
  /** The entity the clinic admin works for (the form's entityId). */
  readonly entityId: number;
  /** A stored SPOC, as an earlier save would have left it. */
  add(record: Omit<SpocRecord, 'userId'>): Promise<SpocRecord>;
  /** Every SPOC of the clinic, as stored. */
  all(): Promise<SpocRecord[]>;
}
