import { ContractId } from '../../../core/appointments/contracts.ts';
import { VisitType } from '../../../core/appointments/visit-type.ts';
import { affiliateCategory } from '../../../core/orders/affiliate-catalogue.ts';
import { nationalNumber } from '../../../core/orders/affiliate-contact.ts';
import type { AffiliateOrder } from '../../../core/orders/affiliate-order.ts';
import { CREATED_STATUS_ID } from '../../../core/orders/appointment-constants.ts';
import { isPastBooking } from '../../../core/orders/package-line.ts';
import { auditOrderCreated, recordRequestCreated } from '../orders/created-order.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';
import { retailPackages } from './catalogue.ops.ts';

/** A line whose package is sold where it says, with the price the catalogue holds. */
interface PricedLine {
  packageId: number;
  name: string;
  category: string;
  price: number;
  city: string;
  at: Date;
}

/** The outcome of placing an order: its number, or why the catalogue refused it (shown in red). */
export type PlacedOrder = { orderNumber: string; requestIds: number[] } | { refusal: string };

/** Each line priced from the catalogue, or the refusal of the first line whose package is not sold in its city. */
async function pricedLines(db: Db, order: AffiliateOrder): Promise<PricedLine[] | string> {
  const lines: PricedLine[] = [];
  for (const line of order.lines) {
    const category = affiliateCategory(line.categoryId ?? 0);
    const offered = category ? (await retailPackages(db, category.name, line.city)).find((p) => p.packageId === line.packageId) : undefined;
    if (!category || !offered) return `This package is not sold in ${line.city}`;
    lines.push({ packageId: offered.packageId, name: offered.packageName, category: category.name, price: offered.packagePrice, city: line.city, at: line.appointmentAt! });
  }
  return lines;
}

/**
 * Places an affiliate order in one transaction: the customer registered when new, one request of
 * the caller's provider in status New per beneficiary and package line, all under one order
 * number, each with its 'Created' history, and one audit row. The order has passed core's rules.
 * `more` runs last inside the same transaction (the idempotency journal).
 */
export async function placeAffiliateOrder(
  db: Db,
  auth: AuthContext,
  order: AffiliateOrder,
  now: Date,
  more: (tx: Db, placed: { orderNumber: string; requestIds: number[] }) => Promise<void>,
): Promise<PlacedOrder> {
  const priced = await pricedLines(db, order);
  if (typeof priced === 'string') return { refusal: priced };
  const providerId = auth.providerId!;
  const phone = nationalNumber(order.phone);
  const email = order.email.trim();
  return db.transaction(async (tx) => {
    const [{ actor }] = await tx.query<{ actor: string }>(`SELECT trim(first_name || ' ' || last_name) AS actor FROM app_user WHERE id = $1`, [auth.userId]);
    await tx.query(
      `INSERT INTO retail_customer (phone, email, name, registered_by_provider_id, created_on) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (phone, lower(email)) DO NOTHING`,
      [phone, email, order.beneficiaries[0]!.username.trim(), providerId, now],
    );
    const [{ orderId }] = await tx.query<{ orderId: string }>(`SELECT nextval('appointment_order_id_seq')::text AS "orderId"`);
    const requestIds: number[] = [];
    for (const person of order.beneficiaries) {
      for (const line of priced) {
        const additionals = { keyword: order.keyword, isPastBooking: String(isPastBooking(line.at, now)), emailNotOfUser: String(order.emailNotOfUser) };
        const [{ id }] = await tx.query<{ id: number }>(
          `INSERT INTO appointment_request (provider_id, corporate_id, contract_id, product_type, order_id, relation, patient_name, dob, gender,
             phone, email, address_line1, city, package_ids, package_name, test_category, visit_type, fulfillment_date, first_appointment_date,
             status_id, amount, source, source_type, additionals, created_by_user_id, created_on, modified_on)
           VALUES ($1, NULL, $2, $2, $3, 'Self', $4, $5, $6, $7, $8, $9, $10, ARRAY[$11::int], $12, $13, $14, $15, $15, $16, $17,
             'Create Order', 'Affiliate', $18, $19, $20, $20)
           RETURNING id::int AS id`,
          [
            providerId, ContractId.Retail, orderId, person.username.trim(), person.dob, person.gender, phone, email, person.address.trim(),
            line.city, line.packageId, line.name, line.category, VisitType.HomeVisit, line.at, CREATED_STATUS_ID, line.price,
            JSON.stringify(additionals), auth.userId, now,
          ],
        );
        requestIds.push(id);
        await recordRequestCreated(tx, id, auth, actor, now);
      }
    }
    await more(tx, { orderNumber: orderId, requestIds });
    await auditOrderCreated(tx, auth, now, orderId, { requestIds, affiliateProviderId: providerId });
    return { orderNumber: orderId, requestIds };
  });
}
