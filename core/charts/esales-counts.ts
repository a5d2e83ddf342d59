/**
 * The charts' figures from classified cases: counts per conversion and status group per India
 * day, per India hour of one day, and the percentage-wise split. The server computes the same
 * figures in SQL; this fold is the raw path's (and the scenarios') reading of the same rules.
 */
import { addDays, indiaDay, IST_OFFSET_MINUTES } from '../shared/india-time.ts';
import { Conversion, CONVERSIONS, conversionOf, EsalesStatusGroup, HOURS_OF_DAY, indiaHourOf, STATUS_GROUPS, statusGroupOf } from './esales-conversion.ts';

/** A case record as spec 2 §3 gives it ("E-sales case record"); Date is ISO 8601 with +05:30. */
export interface EsalesCaseRecord {
  readonly Date: string;
  readonly insurer_id: number;
  readonly insurer_name: string;
  readonly esale_id: number;
  readonly request_id: number | null;
  readonly order_id: number;
  readonly status_id: number | null;
}

/** The wire's key of each conversion and status group (openapi/charts/esales.yaml). */
export const CONVERSION_KEY = { [Conversion.NotCreated]: 'notCreated', [Conversion.InProcess]: 'inProcess', [Conversion.QcApproved]: 'qcApproved' } as const;
export type ConversionKey = (typeof CONVERSION_KEY)[Conversion];
export const GROUP_KEY = {
  [EsalesStatusGroup.Booked]: 'booked',
  [EsalesStatusGroup.Rescheduled]: 'rescheduled',
  [EsalesStatusGroup.Attended]: 'attended',
  [EsalesStatusGroup.NotAttended]: 'notAttended',
  [EsalesStatusGroup.ReportsUploaded]: 'reportsUploaded',
  [EsalesStatusGroup.Cancelled]: 'cancelled',
  [EsalesStatusGroup.QcApproved]: 'qcApproved',
} as const;
export type GroupKey = (typeof GROUP_KEY)[EsalesStatusGroup];

export type ConversionCounts = Record<ConversionKey, number>;
export type GroupCounts = Record<GroupKey, number>;
export interface DayCounts {
  day: string;
  conversion: ConversionCounts;
  groups: GroupCounts;
}
export interface HourCounts {
  hour: number;
  conversion: ConversionCounts;
}

export const zeroConversions = (): ConversionCounts => ({ notCreated: 0, inProcess: 0, qcApproved: 0 });
export const zeroGroups = (): GroupCounts => Object.fromEntries(STATUS_GROUPS.map((g) => [GROUP_KEY[g], 0])) as GroupCounts;

/** Every India day from start to end, inclusive. */
export function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Counts per India day of the range, every day present (zero when it had no case). */
export function dailyCounts(cases: readonly EsalesCaseRecord[], startDate: string, endDate: string): DayCounts[] {
  const byDay = new Map(daysOf(startDate, endDate).map((day) => [day, { day, conversion: zeroConversions(), groups: zeroGroups() }]));
  for (const c of cases) {
    const entry = byDay.get(indiaDay(new Date(c.Date)));
    if (!entry) continue;
    entry.conversion[CONVERSION_KEY[conversionOf(c)]] += 1;
    const group = statusGroupOf(c);
    if (group) entry.groups[GROUP_KEY[group]] += 1;
  }
  return [...byDay.values()];
}

/** Counts per hour of the India day (0-23, every hour present) of the cases given (one day's). */
export function hourlyCounts(cases: readonly EsalesCaseRecord[]): HourCounts[] {
  const hours = HOURS_OF_DAY.map((hour) => ({ hour, conversion: zeroConversions() }));
  for (const c of cases) hours[indiaHourOf(new Date(c.Date))].conversion[CONVERSION_KEY[conversionOf(c)]] += 1;
  return hours;
}

/** The sum of conversion counts. */
export function totalConversions(rows: readonly { conversion: ConversionCounts }[]): ConversionCounts {
  const sum = zeroConversions();
  for (const r of rows) for (const k of Object.keys(sum) as ConversionKey[]) sum[k] += r.conversion[k];
  return sum;
}

/**
 * The percentage-wise figures: each conversion's share of all cases, to one decimal (0 with no
 * cases). Shares of all cases, so the three add up to 100 save rounding (docs/decisions.md).
 */
export function percentages(counts: ConversionCounts): ConversionCounts {
  const all = CONVERSIONS.reduce((n, c) => n + counts[CONVERSION_KEY[c]], 0);
  const share = (n: number) => (all === 0 ? 0 : Math.round((n * 1000) / all) / 10);
  return { notCreated: share(counts.notCreated), inProcess: share(counts.inProcess), qcApproved: share(counts.qcApproved) };
}

/** A case record's Date: the instant in ISO 8601 with the India offset ("2026-11-22T10:00:00.000+05:30"). */
export function caseRecordDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().replace('Z', '+05:30');
}
