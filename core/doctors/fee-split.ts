/** The MB share of the consultation fee when the provider has no MBCharge property (spec 3 §9). */
export const DEFAULT_MB_PERCENT = 20;

/** The configured entityRelationProperty name of the MB percentage. */
export const MB_CHARGE_PROPERTY = 'MBCharge';

/** The two shares of a consultation fee. */
export interface FeeSplit {
  customerFee: number;
  mbFee: number;
  providerFee: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Splits a fee: the MB share is `mbPercent` of the fee and the provider share the rest, both to 2
 * decimals (spec 3 §9). The provider share is the fee minus the rounded MB share, so the two always
 * add up to the fee.
 */
export function feeSplit(customerFee: number, mbPercent: number = DEFAULT_MB_PERCENT): FeeSplit {
  const mbFee = cents((customerFee * mbPercent) / 100);
  return { customerFee, mbFee, providerFee: cents(customerFee - mbFee) };
}

/** The MB percentage from a configured property value; anything not a number from 0 to 100 gives the default. */
export function mbPercentOf(value: string | null | undefined): number {
  const n = value === null || value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : DEFAULT_MB_PERCENT;
}
