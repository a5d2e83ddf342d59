import { useLayoutEffect, useRef } from 'react';
import { DayPicker, type DateRange, type DayButtonProps, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import Box from '@mui/material/Box';
import type { DayRange } from '../../../core/appointments/date-presets.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';
import { calendarLanguage } from './calendar-language.ts';
import { calendarDate, dayOfCalendarDate, INDIA_TIME_ZONE } from './india-days.ts';

interface CalendarBase {
  /** The calendar's accessible name ("Choose the starting date"). */
  label: string;
  /** Today as an India day, from the clock port (so tests and the server agree on it). */
  today: string;
  /** The first and last days that may be picked (inclusive); navigation stops at their months. */
  min?: string;
  max?: string;
  /** Days that cannot be picked (holidays, full days): a list of days or a test of one. */
  disabledDays?: readonly string[] | ((day: string) => boolean);
  /** Focus the chosen day (or today) when the calendar opens. */
  autoFocus?: boolean;
  numberOfMonths?: number;
}

/** One day is picked. `highlight` shows a range around it (the other end of a filter). */
export interface SingleCalendarProps extends CalendarBase {
  mode: 'single';
  selected: string | undefined;
  onSelect: (day: string) => void;
  highlight?: DayRange;
}

/**
 * A range is picked, the first click its start and the next its end; `maxDays` caps its length in
 * days, both ends counted (a pick beyond it starts a new range there).
 */
export interface RangeCalendarProps extends CalendarBase {
  mode: 'range';
  selected: Partial<DayRange> | undefined;
  onSelect: (range: Partial<DayRange>) => void;
  maxDays?: number;
}

export type DayCalendarProps = SingleCalendarProps | RangeCalendarProps;

function disabledMatchers({ min, max, disabledDays }: CalendarBase): Matcher[] {
  const matchers: Matcher[] = [];
  if (min) matchers.push({ before: calendarDate(min) });
  if (max) matchers.push({ after: calendarDate(max) });
  if (typeof disabledDays === 'function') matchers.push((date: Date) => disabledDays(dayOfCalendarDate(date)));
  else if (disabledDays && disabledDays.length > 0) matchers.push(disabledDays.map(calendarDate));
  return matchers;
}

function highlightModifiers(range: DayRange | undefined): Record<string, Matcher> | undefined {
  if (!range || range.startDate > range.endDate) return undefined;
  const start = calendarDate(range.startDate);
  const end = calendarDate(range.endDate);
  return { range_start: start, range_end: end, range_middle: { after: start, before: end } };
}


/**
 * react-day-picker's own day button moves focus to itself in a passive effect, which can still be
 * pending when a second arrow key arrives before the browser paints (a fast typist, a loaded
 * machine): the stale "focus me" of the day left behind then runs after the new one. A layout
 * effect runs at commit, before any further key can arrive, and is never left pending.
 */
function DayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused && document.activeElement !== ref.current) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} />;
}
const COMPONENTS = { DayButton };

const rangeOf = (range: DateRange | undefined): Partial<DayRange> => ({
  startDate: range?.from ? dayOfCalendarDate(range.from) : undefined,
  endDate: range?.to ? dayOfCalendarDate(range.to) : undefined,
});

/**
 * The one calendar of the portal, on react-day-picker: India days in and out (YYYY-MM-DD), single
 * or range picking, first and last pickable days and days that cannot be picked. The grid is
 * react-day-picker's: arrow keys move by day and week, Page Up/Down by month, Home/End to the
 * week's ends, Enter picks.
 */
export function DayCalendar(props: DayCalendarProps) {
  const { label, today, min, max, autoFocus, numberOfMonths = 1 } = props;
  useText(componentsText); // re-renders the calendar when the language changes
  const shared = {
    'aria-label': label,
    timeZone: INDIA_TIME_ZONE,
    today: calendarDate(today),
    startMonth: min ? calendarDate(min) : undefined,
    endMonth: max ? calendarDate(max) : undefined,
    disabled: disabledMatchers(props),
    autoFocus,
    numberOfMonths,
    ...calendarLanguage(),
    components: COMPONENTS,
  };
  return (
    <Box
      sx={{
        // The theme's teal; white on it and it on white both pass WCAG AA.
        '& .rdp-root': { '--rdp-accent-color': '#00695c', '--rdp-accent-background-color': '#e0f2f1', '--rdp-day-width': '40px', '--rdp-day-height': '40px', '--rdp-day_button-width': '38px', '--rdp-day_button-height': '38px' },
        '& .rdp-day_button:focus-visible': { outline: '3px solid #1565c0', outlineOffset: '1px' },
      }}
    >
      {props.mode === 'single' ? (
        <DayPicker
          {...shared}
          mode="single"
          required
          selected={props.selected ? calendarDate(props.selected) : undefined}
          defaultMonth={calendarDate(props.selected ?? today)}
          onSelect={(date) => props.onSelect(dayOfCalendarDate(date))}
          modifiers={highlightModifiers(props.highlight)}
        />
      ) : (
        <DayPicker
          {...shared}
          mode="range"
          max={props.maxDays === undefined ? undefined : props.maxDays - 1}
          selected={{ from: props.selected?.startDate ? calendarDate(props.selected.startDate) : undefined, to: props.selected?.endDate ? calendarDate(props.selected.endDate) : undefined }}
          defaultMonth={calendarDate(props.selected?.startDate ?? today)}
          onSelect={(range) => props.onSelect(rangeOf(range))}
        />
      )}
    </Box>
  );
}
