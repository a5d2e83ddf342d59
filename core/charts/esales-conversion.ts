/**
 * The e-sales case classification of the charts (spec 2 §4 "E-sales case classification"), once:
 * the portal's raw path, the server's SQL (generated from these tables, never copied) and the
 * Gherkin all read it from here. The status groups themselves live in core/esales/case-status.ts.
 */
import { ESALES_STATUS_GROUP_IDS, EsalesStatusGroup, esalesStatusGroup } from '../esales/case-status.ts';
import { IST_OFFSET_MINUTES } from '../shared/india-time.ts';

export { ESALES_STATUS_GROUP_IDS, EsalesStatusGroup };

/** The order id a case record carries while no order was created. */
export const NO_ORDER_ID = 0;
/** Among created orders, this status means QC approved; every other status means in process. */
export const QC_APPROVED_STATUS_ID = 48;

/** Where a case stands on the way to a QC-approved order. */
export const Conversion = {
  NotCreated: 'Not created',
  InProcess: 'In process',
  QcApproved: 'QC approved',
} as const;
export type Conversion = (typeof Conversion)[keyof typeof Conversion];
export const CONVERSIONS: readonly Conversion[] = [Conversion.NotCreated, Conversion.InProcess, Conversion.QcApproved];
export const STATUS_GROUPS: readonly EsalesStatusGroup[] = Object.keys(ESALES_STATUS_GROUP_IDS) as EsalesStatusGroup[];

/**
 * The conversion rules as data, first match wins: the server turns them into a CASE expression and
 * `conversionOf` evaluates them, so both read the same table. `orderCreated` is order_id ≠ 0;
 * `statusIds` absent means any status (null included).
 */
export interface ConversionRule {
  readonly conversion: Conversion;
  readonly orderCreated: boolean;
  readonly statusIds?: readonly number[];
}
export const CONVERSION_RULES: readonly ConversionRule[] = [
  { conversion: Conversion.NotCreated, orderCreated: false },
  { conversion: Conversion.QcApproved, orderCreated: true, statusIds: [QC_APPROVED_STATUS_ID] },
  { conversion: Conversion.InProcess, orderCreated: true },
];

/** The two fields of a case record the classification reads (spec 2 §3 "E-sales case record"). */
export interface ClassifiedFields {
  readonly order_id: number | null;
  readonly status_id: number | null;
}

/** Whether an order was created: order_id not 0 (a missing order id reads as 0). */
export const orderCreated = (c: Pick<ClassifiedFields, 'order_id'>): boolean => (c.order_id ?? NO_ORDER_ID) !== NO_ORDER_ID;

/** The conversion of a case, by the first rule that matches it. */
export function conversionOf(c: ClassifiedFields): Conversion {
  const created = orderCreated(c);
  const rule = CONVERSION_RULES.find(
    (r) => r.orderCreated === created && (r.statusIds === undefined || (c.status_id !== null && r.statusIds.includes(c.status_id))),
  );
  if (!rule) throw new Error('the conversion rules cover every case');
  return rule.conversion;
}

/** The appointment status group of a case by its status id; undefined when none (no request, or a status outside the groups). */
export function statusGroupOf(c: Pick<ClassifiedFields, 'status_id'>): EsalesStatusGroup | undefined {
  return c.status_id === null ? undefined : esalesStatusGroup(c.status_id);
}

/**
 * The hour of the India day (0-23) at which an instant falls: the charts read "Date minus 5" (spec
 * 2 §2.12) as the hour of the India day, since the record's Date carries +05:30 (docs/decisions.md).
 */
export function indiaHourOf(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).getUTCHours();
}

/** The hours of a day, in chart order. */
export const HOURS_OF_DAY: readonly number[] = Array.from({ length: 24 }, (_, h) => h);

/** An hour's axis label ("09:00"). */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
