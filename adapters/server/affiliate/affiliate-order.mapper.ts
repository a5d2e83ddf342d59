import type { components } from '../../../openapi/generated/provider.ts';
import type { AffiliateOrder, AffiliateOrderProblem } from '../../../core/orders/affiliate-order.ts';
import type { Beneficiary } from '../../../core/orders/beneficiary.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';

export type WireAffiliateOrder = components['schemas']['AffiliateOrder'];

/** The beneficiaries of a wire order: the top-level person first (the spec's payload), then the others. */
function beneficiariesOf(order: WireAffiliateOrder): Beneficiary[] {
  const first: Beneficiary = { username: order.firstName, gender: order.gender, address: order.AddressLine1, dob: indiaDay(new Date(order.DateOfBirth)) };
  return [first, ...(order.additionalBeneficiaries ?? []).map((b) => ({ username: b.username, gender: b.gender, address: b.address, dob: b.dob }))];
}

/** The order in core's terms, so the server judges it by the form's own rules. */
export function orderOfWire(order: WireAffiliateOrder): AffiliateOrder {
  return {
    phone: order.Phone,
    email: order.Email,
    emailNotOfUser: order.Check ?? false,
    keyword: order.Keyword ?? '',
    beneficiaries: beneficiariesOf(order),
    lines: order.packageWithContract.map((l) => ({
      categoryId: l.categoryItemTypeId,
      city: l.packageDetail.City,
      packageId: l.packageDetail.selectedPackage,
      packageName: l.packageDetail.packageName,
      appointmentAt: new Date(l.packageDetail.PrefDateTime ?? order.PrefDateTime),
    })),
  };
}

/** Where in the wire body a problem core found sits, for the 400's message. */
export function wirePathOf(problem: AffiliateOrderProblem): string {
  switch (problem.at) {
    case 'phone':
      return 'Phone';
    case 'email':
      return 'Email';
    case 'beneficiaries':
      return 'firstName';
    case 'lines':
      return 'packageWithContract';
    case 'beneficiary':
      return problem.index === 0 ? 'DateOfBirth' : `additionalBeneficiaries/${problem.index - 1}`;
    case 'line':
      return `packageWithContract/${problem.index}/packageDetail`;
  }
}
