import { afterEach, describe, expect, it } from 'vitest';
import { DateLib, type DayPickerLocale, type Modifiers } from 'react-day-picker';
import { setLanguage } from '../../i18n/i18n.ts';
import { calendarLanguage } from './calendar-language.ts';

afterEach(() => setLanguage('en'));

const NOV_1 = new Date(Date.UTC(2026, 10, 1, 12));
const TODAY_SELECTED = { today: true, selected: true } as unknown as Modifiers;

function dayName(): string {
  const { locale, labels } = calendarLanguage();
  // DayPicker completes a partial locale with its English defaults; a Hindi one is whole already.
  const dateLib = new DateLib({ locale: locale as DayPickerLocale | undefined, timeZone: 'Asia/Kolkata' });
  return (labels!.labelDayButton as (d: Date, m: Modifiers, o: unknown, l: DateLib) => string)(NOV_1, TODAY_SELECTED, undefined, dateLib);
}

describe('the calendar in the current language', () => {
  it("keeps react-day-picker's English, with the day's number in the button's name", () => {
    expect(calendarLanguage().locale).toBeUndefined();
    expect(dayName()).toBe('Today, Sunday, 1 November 2026, selected');
    expect((calendarLanguage().labels!.labelNext as () => string)()).toBe('Go to the Next Month');
  });

  it("speaks Hindi with react-day-picker's Hindi locale: month and weekday names, and our words around them", () => {
    setLanguage('hi');
    expect(calendarLanguage().locale?.code).toBe('hi');
    expect(dayName()).toBe('आज, रविवार, 1 नवंबर 2026, चुना गया');
    expect((calendarLanguage().labels!.labelPrevious as () => string)()).toBe('पिछले महीने पर जाएँ');
  });

  it('marks the names it formats in the pseudo-locale, so the check can tell them from untranslated text', () => {
    setLanguage('pseudo');
    const { formatters } = calendarLanguage();
    const dateLib = new DateLib({ timeZone: 'Asia/Kolkata' });
    expect(formatters!.formatCaption!(NOV_1, dateLib.options, dateLib)).toBe('⟦November 2026⟧');
    expect(dayName()).toBe('⟦⟦Ţóđáý, ⟦Sunday, 1 November 2026⟧⟧, šéľéçţéđ⟧');
  });
});
