/**
 * The charts' wire shapes from their rows: the spec's case record, the detail row and its CSV
 * columns, and the grouped counts folded into every day / hour of the chart (zeros included).
 */
import { daysOf, caseRecordDate, zeroConversions, zeroGroups, type ConversionKey, type DayCounts, type EsalesCaseRecord, type GroupKey, type HourCounts } from '../../../core/charts/esales-counts.ts';
import { DETAIL_COLUMNS } from '../../../core/charts/detail-table.ts';
import { HOURS_OF_DAY } from '../../../core/charts/esales-conversion.ts';
import type { ChartRange } from '../../../core/charts/chart-range.ts';
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { CsvColumn } from '../../csv/csv.ts';
import type { CountRow, DetailRow, RawCaseRow } from './esales-charts.query.ts';

export function toCaseRecord(r: RawCaseRow): EsalesCaseRecord {
  return { Date: caseRecordDate(new Date(r.created_on)), insurer_id: r.insurer_id, insurer_name: r.insurer_name, esale_id: r.esale_id, request_id: r.request_id, order_id: r.order_id, status_id: r.status_id };
}

export type DetailItem = Omit<EsalesCaseRecord, 'order_id' | 'status_id'>;
export function toDetailItem(r: DetailRow): DetailItem {
  return { Date: caseRecordDate(new Date(r.created_on)), insurer_id: r.insurer_id, insurer_name: r.insurer_name, esale_id: r.esale_id, request_id: r.request_id };
}

/** esales_data.csv's columns, headed as the table is. */
export const DETAIL_CSV_COLUMNS: readonly CsvColumn<DetailItem>[] = [
  { header: DETAIL_COLUMNS[0], value: (r) => formatIndiaDateTime(new Date(r.Date)) },
  { header: DETAIL_COLUMNS[1], value: (r) => r.insurer_id },
  { header: DETAIL_COLUMNS[2], value: (r) => r.insurer_name },
  { header: DETAIL_COLUMNS[3], value: (r) => r.esale_id },
  { header: DETAIL_COLUMNS[4], value: (r) => r.request_id ?? '' },
];

/** The counts of every day of the range from the database's groups. */
export function toDayCounts(rows: readonly CountRow[], range: ChartRange): DayCounts[] {
  const days = new Map(daysOf(range.startDate, range.endDate).map((day) => [day, { day, conversion: zeroConversions(), groups: zeroGroups() }]));
  for (const r of rows) {
    const entry = days.get(r.bucket);
    if (!entry) continue;
    entry.conversion[r.conversion as ConversionKey] += r.n;
    if (r.grp !== null) entry.groups[r.grp as GroupKey] += r.n;
  }
  return [...days.values()];
}

/** The counts of every hour of the day from the database's groups. */
export function toHourCounts(rows: readonly CountRow[]): HourCounts[] {
  const hours = HOURS_OF_DAY.map((hour) => ({ hour, conversion: zeroConversions() }));
  for (const r of rows) hours[Number(r.bucket)].conversion[r.conversion as ConversionKey] += r.n;
  return hours;
}
