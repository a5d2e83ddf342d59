import { affiliateCategory } from '../../../core/orders/affiliate-catalogue.ts';
import { nationalNumber } from '../../../core/orders/affiliate-contact.ts';
import { matchesKeyword } from '../../../core/orders/affiliate-keyword.ts';
import { affiliateOrderProblem, type AffiliateOrder, type AffiliateOutcome } from '../../../core/orders/affiliate-order.ts';
import type { AffiliateOrderPort, AffiliatePackage, CheckUserResult } from '../../../core/orders/affiliate-order.port.ts';
import { isPastBooking } from '../../../core/orders/package-line.ts';

/** One line of a placed order, as the lab's request records it. */
export interface PlacedLine {
  beneficiary: string;
  packageId: number;
  pastBooking: boolean;
}

/**
 * The domain profile's affiliate service for Create Order: the same catalogue and known customer as
 * the server's affiliate fixture (adapters/server/testing/affiliate-fixture.ts), in memory, judging
 * an order by core's rules as the server does.
 */
export class InMemoryAffiliateOrders implements AffiliateOrderPort {
  private readonly catalogue: (AffiliatePackage & { category: number; cities: string[] })[] = [
    { packageId: 3101, packageName: 'Wellnest Full Body Checkup', packagePrice: 1499, category: 1, cities: ['Pune', 'Chennai'] },
    { packageId: 3102, packageName: 'Paytm Basic Checkup', packagePrice: 799, category: 1, cities: ['Pune'] },
    { packageId: 3201, packageName: 'Wellnest Thyroid Profile', packagePrice: 450.5, category: 2, cities: ['Chennai'] },
  ];
  private readonly customers = [{ phone: '9822001100', email: 'meera.retail@mail.test' }];
  private nextOrder = 50_000_001;
  readonly placed = new Map<string, PlacedLine[]>();

  constructor(private readonly now: () => Date) {}

  async checkUser(phone: string, email: string): Promise<CheckUserResult> {
    const found = this.customers.some((c) => c.phone === nationalNumber(phone) && c.email === email.trim().toLowerCase());
    return found
      ? { isPresent: true, message: 'Existing customer: the order is added to their account' }
      : { isPresent: false, message: 'New customer: the order registers them' };
  }

  async cities(categoryId: number): Promise<string[]> {
    return [...new Set(this.catalogue.filter((p) => p.category === categoryId).flatMap((p) => p.cities))];
  }

  async packages(categoryId: number, city: string, keyword: string): Promise<AffiliatePackage[]> {
    return this.catalogue
      .filter((p) => p.category === categoryId && p.cities.includes(city) && matchesKeyword(p.packageName, keyword))
      .map(({ packageId, packageName, packagePrice }) => ({ packageId, packageName, packagePrice }));
  }

  async create(order: AffiliateOrder): Promise<AffiliateOutcome> {
    const now = this.now();
    const problem = affiliateOrderProblem(order, now);
    if (problem) return { created: false, errorMessage: `refused: ${problem.message}` };
    for (const l of order.lines) {
      const sold = this.catalogue.some((p) => p.packageId === l.packageId && p.category === affiliateCategory(l.categoryId ?? 0)?.id && p.cities.includes(l.city));
      if (!sold) return { created: false, errorMessage: `This package is not sold in ${l.city}` };
    }
    const orderNumber = String(this.nextOrder++);
    this.placed.set(
      orderNumber,
      order.beneficiaries.flatMap((b) => order.lines.map((l) => ({ beneficiary: b.username, packageId: l.packageId!, pastBooking: isPastBooking(l.appointmentAt!, now) }))),
    );
    return { created: true, orderNumber };
  }
}
