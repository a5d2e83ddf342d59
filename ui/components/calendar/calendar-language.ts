import type { DateLib, DayPickerProps, Modifiers } from 'react-day-picker';
import { hi } from 'react-day-picker/locale/hi';
import { translate } from '../../i18n/define-text.ts';
import { marked } from '../../i18n/format.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { componentsText } from '../components.text.ts';

/**
 * A day button's name holds its visible number as a word ("Sunday, 1 November 2026", day before
 * month as India writes it): react-day-picker's "November 1st" fails WCAG 2.5.3, label in name.
 * The weekday and month come from the calendar's locale, the words around them from the catalogue.
 */
function dayButtonLabel(date: Date, modifiers: Modifiers, _options?: unknown, dateLib?: DateLib): string {
  let text = marked(dateLib ? dateLib.format(date, 'EEEE, d MMMM yyyy') : date.toDateString());
  if (modifiers.today) text = translate(componentsText, 'todayDay', { day: text });
  return modifiers.selected ? translate(componentsText, 'selectedDay', { day: text }) : text;
}

/**
 * What react-day-picker needs to speak the current language: Hindi month and weekday names from its
 * own Hindi locale, our words for its buttons, and in the pseudo-locale the names it formats marked
 * as having come through a formatter (English keeps react-day-picker's own, so nothing changes there).
 */
export function calendarLanguage(): Pick<DayPickerProps, 'locale' | 'labels' | 'formatters'> {
  const language = currentLanguage();
  const labels: DayPickerProps['labels'] = {
    labelDayButton: dayButtonLabel,
    labelNext: () => translate(componentsText, 'nextMonth'),
    labelPrevious: () => translate(componentsText, 'previousMonth'),
  };
  if (language === 'hi') return { locale: hi, labels };
  if (language !== 'pseudo') return { labels };
  return {
    labels: {
      ...labels,
      labelGrid: (month, _options, dateLib) => marked(dateLib ? dateLib.formatMonthYear(month) : month.toDateString()),
      labelWeekday: (weekday, _options, dateLib) => marked(dateLib ? dateLib.format(weekday, 'cccc') : weekday.toDateString()),
    },
    formatters: {
      formatCaption: (month, _options, dateLib) => marked(dateLib ? dateLib.formatMonthYear(month) : month.toDateString()),
      formatWeekdayName: (weekday, _options, dateLib) => marked(dateLib ? dateLib.format(weekday, 'cccccc') : weekday.toDateString()),
    },
  };
}
