import { affiliateCategory } from '../../../core/orders/affiliate-catalogue.ts';
import { nationalNumber } from '../../../core/orders/affiliate-contact.ts';
import { matchesKeyword } from '../../../core/orders/affiliate-keyword.ts';
import { sortedCities } from '../../../core/orders/package-line.ts';
import { badRequest } from '../http/api-error.ts';
import { operation } from '../http/operation.ts';
import { AFFILIATE_ACCESS } from './affiliate-access.ts';

/** CheckUser's two messages; the spec shows neither (docs/decisions.md). */
export const CheckUserMessage = {
  present: 'Existing customer: the order is added to their account',
  absent: 'New customer: the order registers them',
} as const;

/** The category of a request, or 400 for an id outside Health Check and Lab Test. */
function categoryOf(id: number): { id: number; name: string } {
  const category = affiliateCategory(id);
  if (!category) throw badRequest('body/CategoryItemTypeId: Unknown category');
  return category;
}

/** POST affiliate/CheckUser: whether a retail customer with this phone and e-mail exists (both must match). */
export const checkUserOp = operation('checkUser', {
  access: AFFILIATE_ACCESS,
  async handle({ body, deps }) {
    const [row] = await deps.db.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM retail_customer WHERE phone = $1 AND lower(email) = lower($2)) AS found',
      [nationalNumber(body.Phone), body.Email.trim()],
    );
    const isPresent = row?.found === true;
    return { isPresent, message: isPresent ? CheckUserMessage.present : CheckUserMessage.absent };
  },
});

/** POST affiliate/GetAvailableCities: the cities where an active package of the category is sold, sorted. */
export const getAvailableCitiesOp = operation('getAvailableCities', {
  access: AFFILIATE_ACCESS,
  async handle({ body, deps }) {
    const category = categoryOf(body.CategoryItemTypeId);
    const rows = await deps.db.query<{ name: string }>(
      `SELECT DISTINCT c.name FROM retail_package_city rpc
         JOIN package p ON p.id = rpc.package_id AND p.is_active AND p.test_category = $1
         JOIN place c ON c.id = rpc.city_id AND c.kind = 'city'`,
      [category.name],
    );
    return { isSuccess: true, cities: sortedCities(rows.map((r) => r.name)) };
  },
});

/** The retail packages of a category sold in a city, by name; exported for the order's own check. */
export async function retailPackages(db: import('../store/db.ts').Db, categoryName: string, city: string) {
  const rows = await db.query<{ packageId: number; packageName: string; packagePrice: string }>(
    `SELECT p.id AS "packageId", p.name AS "packageName", p.price::text AS "packagePrice"
       FROM retail_package_city rpc
       JOIN package p ON p.id = rpc.package_id AND p.is_active AND p.test_category = $1
       JOIN place c ON c.id = rpc.city_id AND c.kind = 'city' AND c.name = $2
      ORDER BY p.name, p.id`,
    [categoryName, city],
  );
  return rows.map((r) => ({ packageId: r.packageId, packageName: r.packageName, packagePrice: Number(r.packagePrice) }));
}

/** POST affiliate/GetPackages: the category's packages sold in the city, narrowed by the keyword (core's rule). */
export const getPackagesOp = operation('getPackages', {
  access: AFFILIATE_ACCESS,
  async handle({ body, deps }) {
    const category = categoryOf(body.CategoryItemTypeId);
    const packages = (await retailPackages(deps.db, category.name, body.city)).filter((p) => matchesKeyword(p.packageName, body.keyword ?? ''));
    return { isSuccess: true, categoryItemTypeResponse: { categoryItemTypeId: category.id, value: category.name, packages } };
  },
});
