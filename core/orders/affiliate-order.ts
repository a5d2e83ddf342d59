import { AFFILIATE_EMAIL, AFFILIATE_PHONE, AffiliateContactMessage } from './affiliate-contact.ts';
import { beneficiaryError, type Beneficiary } from './beneficiary.ts';
import { isPastBooking, packageLineError, type PackageLine } from './package-line.ts';

/** An affiliate order as the Create Order screen submits it (spec 2 §3): the customer, who it is for, and what. */
export interface AffiliateOrder {
  phone: string;
  email: string;
  /** "Tick if the above email id is not of user": the e-mail is made up from the phone. */
  emailNotOfUser: boolean;
  keyword: string;
  beneficiaries: readonly Beneficiary[];
  lines: readonly PackageLine[];
}

/** Messages of the whole order the spec does not show (docs/decisions.md). */
export const AffiliateOrderMessage = {
  noBeneficiary: 'Add at least one beneficiary',
  noPackage: 'Add at least one package',
} as const;

/** Where an order breaks a rule, in the order's own terms, and the form's message for it. */
export type AffiliateOrderProblem =
  | { at: 'phone' | 'email' | 'beneficiaries' | 'lines'; message: string }
  | { at: 'beneficiary' | 'line'; index: number; message: string };

/**
 * The first rule the order breaks, or null: the same rules the form applies field by field (the
 * server refuses by this, so a hand-made call meets the form's checks). Submit is only styled
 * active in the spec (§5); the server still refuses an order missing what an order needs.
 */
export function affiliateOrderProblem(order: AffiliateOrder, now: Date): AffiliateOrderProblem | null {
  if (!AFFILIATE_PHONE.test(order.phone)) return { at: 'phone', message: AffiliateContactMessage.phone };
  if (!AFFILIATE_EMAIL.test(order.email.trim())) return { at: 'email', message: AffiliateContactMessage.email };
  if (order.beneficiaries.length === 0) return { at: 'beneficiaries', message: AffiliateOrderMessage.noBeneficiary };
  if (order.lines.length === 0) return { at: 'lines', message: AffiliateOrderMessage.noPackage };
  for (const [index, b] of order.beneficiaries.entries()) {
    const message = beneficiaryError(b, now);
    if (message) return { at: 'beneficiary', index, message };
  }
  for (const [index, line] of order.lines.entries()) {
    const message = packageLineError(line, now);
    if (message) return { at: 'line', index, message };
  }
  return null;
}

/** Spec 2 §5: Submit is styled active once phone, e-mail, a beneficiary and a package exist. */
export function looksSubmittable(order: AffiliateOrder): boolean {
  return order.phone !== '' && order.email !== '' && order.beneficiaries.length > 0 && order.lines.length > 0;
}

/** The past-booking flag of each line, as the wire carries it (spec 2 §3 IsPastBooking). */
export function pastBookingFlags(lines: readonly PackageLine[], now: Date): boolean[] {
  return lines.map((l) => (l.appointmentAt ? isPastBooking(l.appointmentAt, now) : false));
}

/** The result dialog's two cases (spec 2 §8). */
export type AffiliateOutcome = { created: true; orderNumber: string } | { created: false; errorMessage: string };

/** The result dialog's texts (spec 2 §8), verbatim. */
export const AffiliateResultText = {
  created: 'Order Created',
  orderNumber: (orderNumber: string) => `Order Number: ${orderNumber}`,
} as const;
