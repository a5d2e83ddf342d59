/**
 * The one status an e-sales case shows on its history page (spec 1 §2 e-sales variant): a case is a
 * lead, not a request, so it has no status history of its own.
 */
export const ESALES_PSEUDO_STATUS = { status: 'Esales', remarks: 'From Esales' } as const;

/** The customer's value flags shown on the e-sales history page (spec 1 §2: HNI or SHNI). */
export function customerFlags(flags: { isHni: boolean; isShni: boolean }): ('HNI' | 'SHNI')[] {
  return [...(flags.isHni ? (['HNI'] as const) : []), ...(flags.isShni ? (['SHNI'] as const) : [])];
}
