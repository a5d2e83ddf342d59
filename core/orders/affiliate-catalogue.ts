/**
 * Fixed catalogues of the affiliate Create Order screen (spec 2 §2.1, §3). The spec keeps the
 * category ids unshown; the project fixes them here, once, for the portal, the server and the
 * scenarios (docs/decisions.md). The allow-list of providers is data: provider.create_order.
 */

/** The two categories a package line is chosen from, with the ids the wire carries. */
export const AffiliateCategory = { HealthCheck: 1, LabTest: 2 } as const;
export type AffiliateCategory = (typeof AffiliateCategory)[keyof typeof AffiliateCategory];

/** Category ids and their names (the package table's test_category), in the order the select offers them. */
export const AFFILIATE_CATEGORIES: readonly { id: AffiliateCategory; name: string }[] = [
  { id: AffiliateCategory.HealthCheck, name: 'Health Check' },
  { id: AffiliateCategory.LabTest, name: 'Lab Test' },
];

/** The category with this id, or undefined for an id outside the two. */
export function affiliateCategory(id: number): { id: AffiliateCategory; name: string } | undefined {
  return AFFILIATE_CATEGORIES.find((c) => c.id === id);
}

/**
 * The domain of the e-mail made up for a customer whose e-mail is not their own ("Tick if the
 * above email id is not of user", spec 2 §4). A reserved .example domain: nothing is ever delivered.
 */
export const RETAIL_USER_EMAIL_DOMAIN = 'retail.example';
