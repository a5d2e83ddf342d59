import type { components } from '../../openapi/generated/provider.ts';
import type { AffiliateOrder } from '../../core/orders/affiliate-order.ts';
import { isPastBooking } from '../../core/orders/package-line.ts';
import { startOfIndiaDay } from '../../core/shared/india-time.ts';

export type WireAffiliateOrder = components['schemas']['AffiliateOrder'];

/**
 * The order as the spec's payload carries it (§3): the first beneficiary at the top level, the
 * others in additionalBeneficiaries, each line with its own date and past-booking flag. Call it
 * only with an order core's affiliateOrderProblem passed (every line dated, every field filled).
 */
export function wireOfAffiliateOrder(order: AffiliateOrder, now: Date): WireAffiliateOrder {
  const [first, ...others] = order.beneficiaries;
  const lines = order.lines.map((l) => ({
    categoryItemTypeId: l.categoryId!,
    packageDetail: {
      City: l.city,
      IsPastBooking: isPastBooking(l.appointmentAt!, now),
      packageName: l.packageName,
      selectedPackage: l.packageId!,
      PrefDateTime: l.appointmentAt!.toISOString(),
    },
  }));
  return {
    AddressLine1: first!.address.trim(),
    Check: order.emailNotOfUser,
    DateOfBirth: startOfIndiaDay(first!.dob).toISOString(),
    Email: order.email.trim(),
    Keyword: order.keyword,
    Phone: order.phone,
    PrefDateTime: lines[0]!.packageDetail.PrefDateTime,
    firstName: first!.username.trim(),
    gender: first!.gender as 'M' | 'F',
    packageWithContract: lines,
    additionalBeneficiaries: others.map((b) => ({ username: b.username.trim(), gender: b.gender as 'M' | 'F', address: b.address.trim(), dob: b.dob })),
  };
}
