/**
 * What each chart draws, from the figures: its series (one per conversion or status group), their
 * colours (each passes 4.5:1 on white, so bars, lines and legend text stay legible) and the segment
 * a click on a point selects. The table view reads the same series. Names and day labels are in
 * the current language; a series is told apart by its key, never by its name.
 */
import { CONVERSIONS, hourLabel, STATUS_GROUPS } from '../../../core/charts/esales-conversion.ts';
import { CONVERSION_KEY, GROUP_KEY, type ConversionKey, type GroupKey } from '../../../core/charts/esales-counts.ts';
import type { DailyFigures, TodayFigures } from '../../../core/charts/esales-charts.port.ts';
import type { ChartSegment } from '../../../core/charts/segment.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import { formatDay } from '../../i18n/format.ts';
import { chartsText } from './charts.text.ts';
import './charts.core-text.ts';

export interface ChartPoint {
  x: string;
  y: number;
  segment: ChartSegment;
}
export interface ChartSeries {
  name: string;
  color: string;
  points: ChartPoint[];
}

const CONVERSION_COLOURS: Record<ConversionKey, string> = { notCreated: '#b71c1c', inProcess: '#0d47a1', qcApproved: '#1b5e20' };
const GROUP_COLOURS: Record<GroupKey, string> = {
  booked: '#0d47a1', rescheduled: '#6a1b9a', attended: '#1b5e20', notAttended: '#b71c1c', reportsUploaded: '#4e342e', cancelled: '#37474f', qcApproved: '#00695c',
};

/** "Nov 22" from "2026-11-22": the day as the lists write it, without the year (the axis spans at most a year). */
export const dayLabel = (day: string): string => formatDay(day).split(' ').slice(0, -1).join(' ');

export function tillQcSeries(d: DailyFigures): ChartSeries[] {
  return CONVERSIONS.map((c) => {
    const key = CONVERSION_KEY[c];
    return { name: translateCore(c), color: CONVERSION_COLOURS[key], points: d.days.map((day) => ({ x: dayLabel(day.day), y: day.conversion[key], segment: { startDate: day.day, endDate: day.day, conversion: key } })) };
  });
}

export function percentageSeries(d: DailyFigures): ChartSeries[] {
  return [{
    name: translate(chartsText, 'shareSeries'),
    color: '#0d47a1',
    points: CONVERSIONS.map((c) => ({ x: translateCore(c), y: d.percentages[CONVERSION_KEY[c]], segment: { startDate: d.startDate, endDate: d.endDate, conversion: CONVERSION_KEY[c] } })),
  }];
}

export function statusSeries(d: DailyFigures): ChartSeries[] {
  return STATUS_GROUPS.map((g) => {
    const key = GROUP_KEY[g];
    return { name: translateCore(g), color: GROUP_COLOURS[key], points: d.days.map((day) => ({ x: dayLabel(day.day), y: day.groups[key], segment: { startDate: day.day, endDate: day.day, group: key } })) };
  });
}

export function todaySeries(t: TodayFigures): ChartSeries[] {
  return [{
    name: translate(chartsText, 'todaySeries'),
    color: '#0d47a1',
    points: CONVERSIONS.map((c) => ({ x: translateCore(c), y: t.totals[CONVERSION_KEY[c]], segment: { startDate: t.day, endDate: t.day, conversion: CONVERSION_KEY[c] } })),
  }];
}

export const PIE_COLOURS = CONVERSIONS.map((c) => CONVERSION_COLOURS[CONVERSION_KEY[c]]);

export function hourlySeries(t: TodayFigures): ChartSeries[] {
  return CONVERSIONS.map((c) => {
    const key = CONVERSION_KEY[c];
    return { name: translateCore(c), color: CONVERSION_COLOURS[key], points: t.hours.map((h) => ({ x: hourLabel(h.hour), y: h.conversion[key], segment: { startDate: t.day, endDate: t.day, hour: h.hour, conversion: key } })) };
  });
}
