/**
 * SQL of the charts' classification, generated from core's tables (core/charts/esales-conversion.ts
 * and the status groups of core/esales/case-status.ts), never written out by hand: a change of a
 * rule or a status id in core changes these expressions. Ids are integers from core, so they are
 * written into the text (they are not input). The same rules apply to two sources: the cases
 * themselves (esales_case e) and their counts per day (esales_case_chart_day c, 021).
 */
import { CONVERSION_RULES, ESALES_STATUS_GROUP_IDS, STATUS_GROUPS, NO_ORDER_ID, type ConversionRule } from '../../../core/charts/esales-conversion.ts';
import { CONVERSION_KEY, GROUP_KEY, type ConversionKey, type GroupKey } from '../../../core/charts/esales-counts.ts';
import { IST_OFFSET_MINUTES } from '../../../core/shared/india-time.ts';

/** The two inputs of the classification in a source: "order_id reads 0" (a boolean) and the request's status. */
export interface ClassifiedColumns {
  readonly orderIdZero: string;
  readonly statusId: string;
}
/** The cases: the record's order_id is the stored one or 0; the status is the one 021 keeps on the case. */
export const CASES: ClassifiedColumns = { orderIdZero: `coalesce(e.order_id, ${NO_ORDER_ID}) = ${NO_ORDER_ID}`, statusId: 'e.request_status_id' };
/** The per-day counts of 021: -1 stands for no status. */
export const DAY_COUNTS: ClassifiedColumns = { orderIdZero: 'c.order_id_zero', statusId: 'nullif(c.status_id, -1)' };

/** A list of core's integer ids as SQL text; anything else is a wiring mistake. */
function idList(ids: readonly number[]): string {
  if (ids.length === 0 || !ids.every(Number.isSafeInteger)) throw new Error(`not a list of ids: ${ids.join(',')}`);
  return ids.join(', ');
}

const quoted = (key: string) => {
  if (!/^[a-zA-Z]+$/.test(key)) throw new Error(`not a key: ${key}`);
  return `'${key}'`;
};

const orderCondition = (cols: ClassifiedColumns, rule: ConversionRule) => (rule.orderCreated ? `NOT (${cols.orderIdZero})` : `(${cols.orderIdZero})`);
const statusIn = (cols: ClassifiedColumns, ids: readonly number[]) => `${cols.statusId} IN (${idList(ids)})`;

function ruleCondition(cols: ClassifiedColumns, rule: ConversionRule): string {
  const order = orderCondition(cols, rule);
  return rule.statusIds ? `${order} AND ${statusIn(cols, rule.statusIds)}` : order;
}

/** The conversion key of a row (notCreated / inProcess / qcApproved), first rule first as conversionOf reads them. */
export function conversionSql(cols: ClassifiedColumns): string {
  return `CASE ${CONVERSION_RULES.map((r) => `WHEN ${ruleCondition(cols, r)} THEN ${quoted(CONVERSION_KEY[r.conversion])}`).join(' ')} END`;
}

/** The status group key of a row, or null when its status is in no group (or it has no request). */
export function groupSql(cols: ClassifiedColumns): string {
  return `CASE ${STATUS_GROUPS.map((g) => `WHEN ${statusIn(cols, ESALES_STATUS_GROUP_IDS[g])} THEN ${quoted(GROUP_KEY[g])}`).join(' ')} END`;
}

/**
 * The condition that a row has a conversion, as plain predicates an index can serve: its rule
 * matches and no earlier rule of the same order side does (first match wins).
 */
export function conversionCondition(cols: ClassifiedColumns, key: ConversionKey): string {
  const i = CONVERSION_RULES.findIndex((r) => CONVERSION_KEY[r.conversion] === key);
  if (i < 0) throw new Error(`no conversion ${key}`);
  const rule = CONVERSION_RULES[i];
  const parts = [ruleCondition(cols, rule)];
  for (const earlier of CONVERSION_RULES.slice(0, i)) {
    if (earlier.orderCreated !== rule.orderCreated) continue;
    if (!earlier.statusIds) return 'false';
    parts.push(`(${cols.statusId} IS NULL OR ${cols.statusId} NOT IN (${idList(earlier.statusIds)}))`);
  }
  return `(${parts.join(' AND ')})`;
}

/** The condition that a row is in a status group. */
export function groupCondition(cols: ClassifiedColumns, key: GroupKey): string {
  const group = STATUS_GROUPS.find((g) => GROUP_KEY[g] === key);
  if (!group) throw new Error(`no status group ${key}`);
  return statusIn(cols, ESALES_STATUS_GROUP_IDS[group]);
}

/** The India wall-clock time of a case's creation (timestamp without zone), whence its day and hour. */
const INDIA_TIME = `((e.created_on AT TIME ZONE 'UTC') + interval '${IST_OFFSET_MINUTES} minutes')`;
/** The India day of a case's creation (the same reading as 014's esales_case_day_of and core's indiaDay). */
export const INDIA_DAY_SQL = `${INDIA_TIME}::date`;
/** The hour of the India day (0-23) of a case's creation: core's indiaHourOf. */
export const INDIA_HOUR_SQL = `extract(hour FROM ${INDIA_TIME})::int`;
