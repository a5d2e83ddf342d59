// @vitest-environment jsdom
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DayRange } from '../../../core/appointments/date-presets.ts';
import { MuiTheme } from '../../app/mui-theme.tsx';
import { seriousViolations } from '../../testing/axe.ts';
import { formatDay } from '../../i18n/format.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { DateField, type DateFieldProps } from './date-field.tsx';
import { DayCalendar } from './day-calendar.tsx';

const TODAY = '2026-11-30';

/** A field holding its own value, as a screen's model would. */
function Field(props: Omit<DateFieldProps, 'value' | 'onChange' | 'today'> & { initial?: string; onPicked?: (day: string) => void }) {
  const [value, setValue] = useState(props.initial);
  const onChange = (day: string) => {
    props.onPicked?.(day);
    setValue(day);
  };
  return (
    <MuiTheme>
      <DateField {...props} value={value} onChange={onChange} today={TODAY} />
    </MuiTheme>
  );
}

const dayButton = (name: RegExp | string) => screen.getByRole('button', { name });

afterEach(cleanup);

describe('DateField', () => {
  it('shows the day as the lists write it and names its calendar button with it', () => {
    render(<Field label="Starting date" initial="2026-11-05" />);
    expect(screen.getByRole('textbox', { name: 'Starting date' })).toHaveProperty('value', 'Nov 05 2026');
    expect(screen.getByRole('button', { name: 'Choose starting date, Nov 05 2026' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens a calendar dialog from the keyboard (Alt+Down) on the chosen day, moves by arrow keys and picks the day moved to', async () => {
    render(<Field label="Ending date" initial="2026-11-05" />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Ending date' }), { key: 'ArrowDown', altKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Choose ending date' });
    // The calendar's code arrives on first use: slowly on a loaded machine, hence the longer waits.
    expect(await within(dialog).findByRole('grid', { name: 'November 2026' }, { timeout: 10_000 })).toBeTruthy();
    const chosen = dayButton('Thursday, 5 November 2026, selected');
    await waitFor(() => expect(document.activeElement).toBe(chosen), { timeout: 5_000 });
    fireEvent.keyDown(chosen, { key: 'ArrowRight' });
    fireEvent.keyDown(chosen, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, 13 November 2026'));
    fireEvent.click(document.activeElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Ending date' })).toHaveProperty('value', 'Nov 13 2026');
  });

  it('marks today in India time and cannot be opened while disabled', async () => {
    render(<Field label="Starting date" initial="2026-11-05" disabled />);
    expect(screen.getByRole('button', { name: /^Choose starting date/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('textbox', { name: 'Starting date' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    render(<Field label="Starting date" />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose starting date' }));
    await screen.findByRole('grid');
    expect(dayButton(/^Today, Monday, 30 November 2026/)).toBeTruthy();
  });

  it('refuses days before min, after max and the days it is told to', async () => {
    render(<Field label="Holiday" initial="2026-11-10" min="2026-11-05" max="2026-11-20" disabledDays={['2026-11-12']} />);
    fireEvent.click(screen.getByRole('button', { name: /^Choose holiday/ }));
    await screen.findByRole('grid');
    for (const day of ['Wednesday, 4 November 2026', 'Thursday, 12 November 2026', 'Saturday, 21 November 2026']) {
      expect(dayButton(day)).toHaveProperty('disabled', true);
    }
    expect(dayButton('Thursday, 5 November 2026')).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: /Next Month/ }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(dayButton('Thursday, 12 November 2026'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('takes a day typed in the display format when left, shows it as the lists write it, and the calendar opens on it', async () => {
    const picked: string[] = [];
    render(<Field label="Starting date" initial="2026-11-05" onPicked={(day) => picked.push(day)} />);
    const input = screen.getByRole('textbox', { name: 'Starting date' });
    fireEvent.change(input, { target: { value: 'jan 7 2025' } });
    fireEvent.blur(input);
    expect(picked).toEqual(['2025-01-07']);
    expect(input).toHaveProperty('value', 'Jan 07 2025');
    fireEvent.click(screen.getByRole('button', { name: 'Choose starting date, Jan 07 2025' }));
    expect(await screen.findByRole('grid', { name: 'January 2025' })).toBeTruthy();
    expect(dayButton('Tuesday, 7 January 2025, selected')).toBeTruthy();
  });

  it('shows why typed text cannot be used, announced and tied to the field, and keeps the day it had', () => {
    const picked: string[] = [];
    const problems: (string | undefined)[] = [];
    render(<Field label="Starting date" initial="2026-11-05" onPicked={(day) => picked.push(day)} onTypedProblem={(p) => problems.push(p)} />);
    const input = screen.getByRole('textbox', { name: 'Starting date' });
    fireEvent.change(input, { target: { value: 'Feb 31 2026' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('There is no such date');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(problems.at(-1)).toBe('There is no such date');
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Enter the date as month day year, like Jan 30 2026');
    expect(picked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Choose starting date, Nov 05 2026' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Nov 06 2026' } });
    fireEvent.blur(input);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(problems.at(-1)).toBeUndefined();
    expect(picked).toEqual(['2026-11-06']);
  });

  it("refuses typed days outside the field's limits as its calendar does", () => {
    render(<Field label="Holiday" initial="2026-11-10" min="2026-11-05" max="2026-11-20" disabledDays={['2026-11-12']} />);
    const input = screen.getByRole('textbox', { name: 'Holiday' });
    for (const [text, why] of [['Nov 04 2026', 'The date must not be before Nov 05 2026'], ['Nov 21 2026', 'The date must not be after Nov 20 2026'], ['Nov 12 2026', 'This date cannot be chosen']]) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
      expect(screen.getByRole('alert').textContent).toBe(why);
    }
    expect(screen.getByRole('button', { name: 'Choose holiday, Nov 10 2026' })).toBeTruthy();
  });

  it('in Hindi reads the day typed as shown, in Hindi or English months, and says why in Hindi', async () => {
    setLanguage('hi');
    try {
      render(<Field label="आरंभ तिथि" initial="2026-11-05" />);
      const input = screen.getByRole('textbox', { name: 'आरंभ तिथि' });
      expect(input).toHaveProperty('value', formatDay('2026-11-05'));
      fireEvent.change(input, { target: { value: `${formatDay('2025-01-07').split(' ')[0]} 7 2025` } });
      fireEvent.blur(input);
      expect(input).toHaveProperty('value', formatDay('2025-01-07'));
      fireEvent.change(input, { target: { value: 'Mar 3 2025' } });
      fireEvent.blur(input);
      expect(input).toHaveProperty('value', formatDay('2025-03-03'));
      fireEvent.change(input, { target: { value: 'Feb 31 2026' } });
      fireEvent.blur(input);
      expect(screen.getByRole('alert').textContent).toBe('ऐसी कोई तिथि नहीं है');
    } finally {
      setLanguage('en');
    }
  });

  it('passes axe closed, open and showing a typed problem', async () => {
    document.documentElement.lang = 'en';
    document.title = 'Calendar';
    render(<Field label="Starting date" initial="2026-11-05" highlight={{ startDate: '2026-11-05', endDate: '2026-11-09' }} />);
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Choose starting date/ }));
    await screen.findByRole('grid');
    expect(await seriousViolations()).toEqual([]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    const input = screen.getByRole('textbox', { name: 'Starting date' });
    fireEvent.change(input, { target: { value: 'Feb 31 2026' } });
    fireEvent.blur(input);
    screen.getByRole('alert');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('DayCalendar in range mode, in a browser far west of India', () => {
  // Days must come out as India's whatever the browser's zone: at UTC-10 every India midnight is
  // the previous day locally, so any local-time conversion would shift the picks by one.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Honolulu';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  function Range({ maxDays }: { maxDays?: number }) {
    const [range, setRange] = useState<Partial<DayRange>>({});
    return (
      <>
        <DayCalendar mode="range" label="Holiday range" today={TODAY} selected={range} onSelect={setRange} maxDays={maxDays} />
        <p data-testid="range">{`${range.startDate ?? ''}..${range.endDate ?? ''}`}</p>
      </>
    );
  }

  const shown = () => screen.getByTestId('range').textContent;

  it('takes the first pick as the start and the next as the end, as India days', () => {
    render(<Range />);
    fireEvent.click(dayButton(/^Tuesday, 3 November 2026/));
    expect(shown()).toBe('2026-11-03..2026-11-03');
    fireEvent.click(dayButton(/^Saturday, 7 November 2026/));
    expect(shown()).toBe('2026-11-03..2026-11-07');
  });

  it('never makes a range longer than its longest span: a pick beyond it starts a new range', () => {
    render(<Range maxDays={3} />);
    fireEvent.click(dayButton(/^Tuesday, 3 November 2026/));
    fireEvent.click(dayButton(/^Friday, 6 November 2026/));
    expect(shown()).toBe('2026-11-06..');
    fireEvent.click(dayButton(/^Sunday, 8 November 2026/));
    expect(shown()).toBe('2026-11-06..2026-11-08');
  });
});
