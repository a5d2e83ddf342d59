import { VisitType } from '../../../core/appointments/visit-type.ts';
import { CREATED_STATUS_ID, HOME_VISIT_CENTRE } from '../../../core/orders/appointment-constants.ts';
import { badRequest, forbidden, notFound } from '../http/api-error.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { auditOrderCreated, recordRequestCreated } from './created-order.ts';
import { queueStatusNotifications } from '../lab-desk/notify-customer.ts';
import type { Db } from '../store/db.ts';
import type { WireOrder, WireOrderItem } from './order-rules.ts';

/** The package an item books, as the caller's insurer offers it. */
interface OfferedRow {
  perId: number;
  packageId: number;
  name: string;
  testCategory: string;
  amount: string;
}

/** The centre an item books: its city as the places name it. */
interface CentreRow {
  id: number;
  city: string;
}

const GENDER_CODE: Record<WireOrder['gender'], 'M' | 'F' | 'O'> = { Male: 'M', Female: 'F', Others: 'O' };

/** The caller's insurer's package an item names, or 400. */
async function offeredPackage(db: Db, auth: AuthContext, item: WireOrderItem, i: number): Promise<OfferedRow> {
  const [row] = await db.query<OfferedRow>(
    `SELECT ip.id AS "perId", ip.package_id AS "packageId", pk.name, pk.test_category AS "testCategory", (ip.price + ip.service_tax)::text AS amount
       FROM insurer_package ip JOIN package pk ON pk.id = ip.package_id WHERE ip.id = $1 AND ip.insurer_id = $2 AND pk.is_active`,
    [item.productId, auth.insurerId],
  );
  if (!row) throw badRequest(`body/orderItems/${i}/productId: This package is not offered to this insurer`);
  return row;
}

/**
 * The centre of an item: the fixed home-visit centre for a home visit, otherwise a bookable lab
 * centre that performs the item's package; anything else is 400.
 */
async function bookedCentre(db: Db, item: WireOrderItem, packageId: number, i: number): Promise<CentreRow> {
  const id = item.preferredDC[0]!.id;
  const at = `body/orderItems/${i}/preferredDC/0/id`;
  if (item.visitType === VisitType.HomeVisit) {
    if (id !== HOME_VISIT_CENTRE.id) throw badRequest(`${at}: A home visit is booked with the ${HOME_VISIT_CENTRE.name} centre`);
    return { id, city: item.city ?? '' };
  }
  const [row] = await db.query<CentreRow>(
    `SELECT p.id, city.name AS city FROM provider p
       JOIN place loc ON loc.id = p.locality_id JOIN place city ON city.id = loc.parent_id
      WHERE p.id = $1 AND p.id <> $3 AND 'LABS' = ANY (p.services)
        AND EXISTS (SELECT 1 FROM provider_package pp WHERE pp.provider_id = p.id AND pp.package_id = $2)`,
    [id, packageId, HOME_VISIT_CENTRE.id],
  );
  if (!row) throw badRequest(`${at}: This centre does not offer the chosen package`);
  return row;
}

/**
 * The e-sales case additionalProperties.id names, when it names one: a case of the caller's
 * insurer, or the 404 of an unknown one (another insurer's case is not shown to exist).
 */
async function linkedCase(db: Db, auth: AuthContext, order: WireOrder): Promise<{ id: number; corporateId: number } | null> {
  const caseId = order.orderItems[0]!.additionalProperties?.id;
  if (caseId === null || caseId === undefined || caseId === '') return null;
  const [row] = /^\d{1,15}$/.test(caseId)
    ? await db.query<{ id: number; corporateId: number }>(
        'SELECT id::int AS id, corporate_id AS "corporateId" FROM esales_case WHERE id = $1 AND corporate_id = ANY ($2::int[])',
        [caseId, auth.corporateIds],
      )
    : [];
  if (!row) throw notFound('No e-sales case found with this id');
  return row;
}

/** The corporate the requests belong to: the case's, the corporate named as entity, or the insurer's first. */
function corporateOf(auth: AuthContext, order: WireOrder, esalesCase: { corporateId: number } | null): number {
  if (auth.corporateIds.length === 0) throw forbidden();
  if (auth.corporateIds.includes(order.entityId)) return esalesCase?.corporateId ?? order.entityId;
  if (order.entityId !== auth.insurerId) throw forbidden();
  return esalesCase?.corporateId ?? auth.corporateIds[0]!;
}

/** The additionals a request keeps (what the history page lists): every filled property, as text. */
function additionalsOf(item: WireOrderItem): Record<string, string> {
  const props = item.additionalProperties ?? {};
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'id' || key === 'DND' || key === 'DNDCustomer' || key === 'clientDOB') continue;
    if (value !== null && value !== undefined && value !== '') kept[key] = String(value);
  }
  const second = item.preferredDC[0]!.secPrefTime;
  if (second) kept.secPrefTime = second;
  return kept;
}

export interface CreatedOrder {
  orderNumber: string;
  requestIds: number[];
}

/**
 * Writes an order in one transaction: one request per item in status New at its centre, each with
 * its 'Created' status history and its customer's notifications; the linked e-sales case; and
 * one audit row. `more` runs last inside the same transaction (the idempotency journal).
 */
export async function createOrder(db: Db, auth: AuthContext, order: WireOrder, now: Date, more: (tx: Db, created: CreatedOrder) => Promise<void>): Promise<CreatedOrder> {
  const esalesCase = await linkedCase(db, auth, order);
  const corporateId = corporateOf(auth, order, esalesCase);
  const lines: { item: WireOrderItem; offered: OfferedRow; centre: CentreRow }[] = [];
  for (const [i, item] of order.orderItems.entries()) {
    const offered = await offeredPackage(db, auth, item, i);
    lines.push({ item, offered, centre: await bookedCentre(db, item, offered.packageId, i) });
  }
  return db.transaction(async (tx) => {
    const [{ actor }] = await tx.query<{ actor: string }>(`SELECT trim(first_name || ' ' || last_name) AS actor FROM app_user WHERE id = $1`, [auth.userId]);
    const [{ orderId }] = await tx.query<{ orderId: string }>(`SELECT nextval('appointment_order_id_seq')::text AS "orderId"`);
    const requestIds: number[] = [];
    for (const { item, offered, centre } of lines) {
      const props = item.additionalProperties ?? {};
      const visitAt = new Date(item.preferredDC[0]!.firstPrefTime);
      const isDnd = props.DND === true || props.DNDCustomer === true;
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO appointment_request (provider_id, corporate_id, contract_id, product_type, order_id, employee_id, maid, relation,
           patient_name, dob, gender, phone, email, address_line1, address_line2, city, package_ids, package_name, test_category,
           visit_type, fulfillment_date, first_appointment_date, status_id, is_dnd, is_paid, amount, source, source_type,
           additionals, created_by_user_id, created_on, modified_on)
         VALUES ($1, $2, $3, $3, $4, $5, $6, 'Self', $7, $8, $9, $10, $11, $12, $13, $14, ARRAY[$15::int], $16, $17, $18, $19, $19,
           $20, $21, $22, $23, 'Create Appointment', 'PPMC', $24, $25, $26, $26)
         RETURNING id::int AS id`,
        [
          centre.id, corporateId, order.contractId, orderId, item.employeeId.trim(), item.maid ?? item.MAID ?? null,
          item.firstName.trim(), props.clientDOB ?? null, GENDER_CODE[item.gender], item.contactNum, item.emailId.trim(),
          item.addressLine1 ?? '', item.addressLine2 ?? '', centre.city, offered.packageId, offered.name, offered.testCategory,
          item.visitType, visitAt, CREATED_STATUS_ID, isDnd, item.isPaid ?? false, offered.amount, JSON.stringify(additionalsOf(item)),
          auth.userId, now,
        ],
      );
      requestIds.push(id);
      await recordRequestCreated(tx, id, auth, actor, now);
      const notified = { id, patient_name: item.firstName.trim(), fulfillment_date: visitAt, email: item.emailId.trim(), phone: item.contactNum, is_dnd: isDnd };
      await queueStatusNotifications(tx, notified, CREATED_STATUS_ID, now);
    }
    if (esalesCase) await tx.query('UPDATE esales_case SET request_id = $2, order_id = $3 WHERE id = $1', [esalesCase.id, requestIds[0], orderId]);
    const created = { orderNumber: orderId, requestIds };
    await more(tx, created);
    await auditOrderCreated(tx, auth, now, orderId, { requestIds, esalesCaseId: esalesCase?.id ?? null });
    return created;
  });
}

/** Open requests (core's OPEN_STATUS_IDS) among the caller's corporates with the same unique id or mobile. */
export async function openRequestsOf(db: Db, auth: AuthContext, order: WireOrder, openStatusIds: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM appointment_request
      WHERE corporate_id = ANY ($1::int[]) AND status_id = ANY ($2::int[]) AND (employee_id = $3 OR phone = $4)
      ORDER BY id LIMIT 20`,
    [auth.corporateIds, openStatusIds, order.employeeId.trim(), order.employeeContactNo],
  );
  return rows.map((r) => r.id);
}
