/**
 * A chart segment a person clicks, as a selection of cases: a range of India days, optionally one
 * hour of the India day, and one conversion or one status group. The server turns it into SQL;
 * `inSegment` is the same reading over case records.
 */
import { indiaDay } from '../shared/india-time.ts';
import { conversionOf, indiaHourOf, statusGroupOf } from './esales-conversion.ts';
import { CONVERSION_KEY, GROUP_KEY, type ConversionKey, type EsalesCaseRecord, type GroupKey } from './esales-counts.ts';

export interface ChartSegment {
  startDate: string;
  endDate: string;
  hour?: number;
  conversion?: ConversionKey;
  group?: GroupKey;
}

/** Why a segment cannot be read, or undefined: the range must run forwards, a segment names a conversion or a group, not both. */
export function segmentProblem(s: ChartSegment): string | undefined {
  if (s.startDate > s.endDate) return 'startDate must not be after endDate';
  if (s.conversion !== undefined && s.group !== undefined) return 'a segment is a conversion or a status group, not both';
  if (s.hour !== undefined && (!Number.isInteger(s.hour) || s.hour < 0 || s.hour > 23)) return 'hour must be 0-23';
  return undefined;
}

/** Whether a case record falls in a segment. */
export function inSegment(c: EsalesCaseRecord, s: ChartSegment): boolean {
  const at = new Date(c.Date);
  const day = indiaDay(at);
  if (day < s.startDate || day > s.endDate) return false;
  if (s.hour !== undefined && indiaHourOf(at) !== s.hour) return false;
  if (s.conversion !== undefined && CONVERSION_KEY[conversionOf(c)] !== s.conversion) return false;
  if (s.group !== undefined) {
    const group = statusGroupOf(c);
    if (!group || GROUP_KEY[group] !== s.group) return false;
  }
  return true;
}
