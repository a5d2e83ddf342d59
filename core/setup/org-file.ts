/**
 * What a first-setup file describes (`npm run setup -- --file org.yaml`): the package catalogue,
 * providers with their branches, insurers with their corporates and contract packages, and each
 * organisation's first administrator. Ids are the file's own and the stable key a second run
 * matches on, because every organisation id is what the wire carries (no sequence makes them).
 */

/** A provider service, as the provider table's services column spells it. */
export type ProviderService = 'LABS' | 'OFFLINE_CONSULTS';

/** The first administrator of an organisation: mailed a link to set a password. */
export interface AdminSpec {
  readonly userName: string;
  readonly firstName: string;
  readonly lastName?: string;
  readonly email: string;
  /** Ten digits, or left out. */
  readonly phone?: string;
}

/** A package of the catalogue (the package table). */
export interface PackageSpec {
  readonly id: number;
  readonly name: string;
  readonly category: string;
  readonly price: number;
}

/** A branch of a provider: a centre of its own under the parent. */
export interface BranchSpec {
  readonly id: number;
  readonly name: string;
  readonly city?: string;
  readonly address?: string;
  /** Package ids the centre performs. */
  readonly packages?: readonly number[];
}

export interface ProviderSpec extends BranchSpec {
  readonly services?: readonly ProviderService[];
  /** Puts the provider on the Create Order allow-list (provider.create_order); a later run may take it off. */
  readonly createOrder?: boolean;
  readonly branches?: readonly BranchSpec[];
  readonly admin: AdminSpec;
}

/** A package an insurer's customers may be booked for under a contract, at a price. */
export interface OfferSpec {
  readonly package: number;
  readonly price: number;
  readonly serviceTax?: number;
}

export interface ContractSpec {
  /** A contract id of core/appointments/contracts.ts (e.g. 9782 PPMC, 4625 E-Sales). */
  readonly contract: number;
  readonly packages: readonly OfferSpec[];
}

export interface InsurerSpec {
  readonly id: number;
  readonly name: string;
  readonly address?: string;
  readonly corporates?: readonly { readonly id: number; readonly name: string }[];
  readonly contracts?: readonly ContractSpec[];
  readonly admin: AdminSpec;
}

export interface OrgFile {
  readonly packages?: readonly PackageSpec[];
  readonly providers?: readonly ProviderSpec[];
  readonly insurers?: readonly InsurerSpec[];
}

/** Where in the file a problem is: keys and list indexes from the top. */
export type FilePath = readonly (string | number)[];

/** One problem of a file, at the value it concerns. */
export interface FileProblem {
  readonly path: FilePath;
  readonly message: string;
}
