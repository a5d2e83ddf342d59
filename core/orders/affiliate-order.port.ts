import type { AffiliateOrder, AffiliateOutcome } from './affiliate-order.ts';

/** A package of the affiliate catalogue (spec 2 §3 package lookup); the price is in rupees. */
export interface AffiliatePackage {
  packageId: number;
  packageName: string;
  packagePrice: number;
}

/** Spec 2 §3 check-user: whether the customer exists, and the message to show. */
export interface CheckUserResult {
  isPresent: boolean;
  message: string;
}

/** What the Create Order screen asks of the affiliate and provider services (spec 2 §7). */
export interface AffiliateOrderPort {
  checkUser(phone: string, email: string): Promise<CheckUserResult>;
  /** Cities where packages of the category are sold. */
  cities(categoryId: number): Promise<string[]>;
  /** Packages of the category in the city, narrowed by the keyword. */
  packages(categoryId: number, city: string, keyword: string): Promise<AffiliatePackage[]>;
  /** Places the order; a refusal comes back as the server's message. The key makes a retry of the same submit create nothing twice. */
  create(order: AffiliateOrder, idempotencyKey: string): Promise<AffiliateOutcome>;
}
