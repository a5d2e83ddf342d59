import type { BulkContract } from './bulk-form.ts';

/** A tele-underwriting package of an entity relation (spec 2 §7 packageEntityRelationList). */
export interface BulkPackage {
  readonly packageId: number;
  readonly packageName: string;
}

/**
 * The choices of the Bulk Case Creation dialog that only the portal asks for (spec 2 §7
 * getAllContracts, packageEntityRelationList); the corporates and the upload are BulkCasesPort's.
 */
export interface BulkLookupsPort {
  /** The contracts cases may be created under, with their kind (which decides source and package). */
  contracts(): Promise<BulkContract[]>;
  /** The tele-underwriting packages of one entity relation under a contract. */
  packages(entityRelationId: number, contractId: number): Promise<BulkPackage[]>;
}
