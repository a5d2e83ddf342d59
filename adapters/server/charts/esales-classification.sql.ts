/**
 * SQL of the charts' classification, generated from core's tables (core/charts/esales-conversion.ts
 * and the status groups of core/esales/case-status.ts), never written out by hand: a change of a
 * rule or a status id in core changes these expressions. Ids are integers from core, so they are
 * written into the text (they are not input); each expression reads esales_case e and its request r.
 */
import { CONVERSION_RULES, ESALES_STATUS_GROUP_IDS, STATUS_GROUPS, NO_ORDER_ID, type ConversionRule } from '../../../core/charts/esales-conversion.ts';
import { CONVERSION_KEY, GROUP_KEY, type GroupKey } from '../../../core/charts/esales-counts.ts';
import { IST_OFFSET_MINUTES } from '../../../core/shared/india-time.ts';

const ORDER_ID = `coalesce(e.order_id, ${NO_ORDER_ID})`;
const STATUS_ID = 'r.status_id';

/** A list of core's integer ids as SQL text; anything else is a wiring mistake. */
function idList(ids: readonly number[]): string {
  if (ids.length === 0 || !ids.every(Number.isSafeInteger)) throw new Error(`not a list of ids: ${ids.join(',')}`);
  return ids.join(', ');
}

const quoted = (key: string) => {
  if (!/^[a-zA-Z]+$/.test(key)) throw new Error(`not a key: ${key}`);
  return `'${key}'`;
};

function ruleCondition(rule: ConversionRule): string {
  const created = `${ORDER_ID} ${rule.orderCreated ? '<>' : '='} ${NO_ORDER_ID}`;
  return rule.statusIds ? `${created} AND ${STATUS_ID} IN (${idList(rule.statusIds)})` : created;
}

/** The conversion key of a case (notCreated / inProcess / qcApproved), first rule first as conversionOf reads them. */
export const CONVERSION_SQL = `CASE ${CONVERSION_RULES.map((r) => `WHEN ${ruleCondition(r)} THEN ${quoted(CONVERSION_KEY[r.conversion])}`).join(' ')} END`;

/** The status group key of a case, or null when its status is in no group (or it has no request). */
export const GROUP_SQL = `CASE ${STATUS_GROUPS.map((g) => `WHEN ${STATUS_ID} IN (${idList(ESALES_STATUS_GROUP_IDS[g])}) THEN ${quoted(GROUP_KEY[g])}`).join(' ')} END`;

/** The condition that a case is in a status group. */
export function groupCondition(key: GroupKey): string {
  const group = STATUS_GROUPS.find((g) => GROUP_KEY[g] === key);
  if (!group) throw new Error(`no status group ${key}`);
  return `${STATUS_ID} IN (${idList(ESALES_STATUS_GROUP_IDS[group])})`;
}

/** The India wall-clock time of a case's creation (timestamp without zone), whence its day and hour. */
const INDIA_TIME = `((e.created_on AT TIME ZONE 'UTC') + interval '${IST_OFFSET_MINUTES} minutes')`;
/** The India day of a case's creation (the same reading as 014's esales_case_day_of and core's indiaDay). */
export const INDIA_DAY_SQL = `${INDIA_TIME}::date`;
/** The hour of the India day (0-23) of a case's creation: core's indiaHourOf. */
export const INDIA_HOUR_SQL = `extract(hour FROM ${INDIA_TIME})::int`;
