/**
 * The contract ids the product names (docs/decisions.md): the two insurer contracts of spec 1 §9,
 * the doctor-files contract of the upload call, and the demo data's others. The one list of them.
 */
export const ContractId = {
  /** PPMC: the pre-policy medical check-up insurers order before issuing a policy. */
  Ppmc: 9782,
  Esales: 4625,
  /** Affiliate retail orders of the Create Order screen (spec 2 §2.1; id not shown, docs/decisions.md). */
  Retail: 7410,
  PreEmployment: 5286,
  Corporate: 3104,
  Opd: 6150,
  /** Tele-underwriting: the insurer's medical questions asked by phone; bulk cases need a package. */
  TeleUnderwriting: 7311,
  /** The contractType of a doctor's files (spec 3), not a request's contract. */
  DoctorFiles: 10401,
} as const;
export type ContractId = (typeof ContractId)[keyof typeof ContractId];

/** The contracts an insurer downloads reports and resends messages for (spec 1 §9). */
export type InsurerContractId = typeof ContractId.Ppmc | typeof ContractId.Esales;

/**
 * The kinds of contract a request can belong to. The spec names the kinds (e-sales, pre-policy,
 * pre-employment) in the upload-action rule and groups PPMC versus Corporate by contract id
 * (spec 1 §4, §9), but lists only 9782 and 4625; the other ids are the demo data's.
 */
export const ContractKind = {
  PrePolicy: 'PRE_POLICY',
  Esales: 'ESALES',
  PreEmployment: 'PRE_EMPLOYMENT',
  Corporate: 'CORPORATE',
  Opd: 'OPD',
  TeleUnderwriting: 'TELE_UNDERWRITING',
  Other: 'OTHER',
} as const;
/** One contract kind. */
export type ContractKind = (typeof ContractKind)[keyof typeof ContractKind];

/** Contract ids the portal knows, by kind (docs/decisions.md). */
export const CONTRACT_KIND_BY_ID: Readonly<Record<number, ContractKind>> = {
  [ContractId.Ppmc]: ContractKind.PrePolicy,
  [ContractId.Esales]: ContractKind.Esales,
  [ContractId.PreEmployment]: ContractKind.PreEmployment,
  [ContractId.Corporate]: ContractKind.Corporate,
  [ContractId.Opd]: ContractKind.Opd,
  [ContractId.TeleUnderwriting]: ContractKind.TeleUnderwriting,
};

/** The kind of a contract id; an unknown or missing id is Other. */
export function contractKind(contractId: number | null | undefined): ContractKind {
  if (contractId === null || contractId === undefined) return ContractKind.Other;
  return CONTRACT_KIND_BY_ID[contractId] ?? ContractKind.Other;
}

/**
 * The Corporate / PPMC column of the lab list: insurer-ordered medicals (pre-policy and e-sales)
 * read PPMC, everything else Corporate.
 */
export function contractGroup(contractId: number | null | undefined): 'PPMC' | 'Corporate' {
  const kind = contractKind(contractId);
  return kind === ContractKind.PrePolicy || kind === ContractKind.Esales ? 'PPMC' : 'Corporate';
}

/**
 * The contractType an uploaded report carries: the request's contract, or the pre-policy lab
 * contract 9782 (spec 1 §9) for a request that names none, since the upload call requires one.
 */
export function reportContractType(contractId: number | null | undefined): number {
  return contractId ?? ContractId.Ppmc;
}

/** The insurer contract a request's messages are resent under: e-sales for e-sales, PPMC otherwise. */
export function insurerContractOf(productType: number | null | undefined): InsurerContractId {
  return productType === ContractId.Esales ? ContractId.Esales : ContractId.Ppmc;
}
