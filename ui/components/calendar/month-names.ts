import { currentLanguage } from '../../i18n/i18n.ts';

const names = (locale: string, month: 'short' | 'long') =>
  Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, i, 15))));

/**
 * The current language's month names, short and long, as the portal writes them (format.ts takes
 * its Hindi months from the same Intl), so a day typed as it is shown can be read back. English
 * names core reads itself, in every language, since an English keyboard is always at hand.
 */
export function shownMonthNames(): string[][] {
  return currentLanguage() === 'hi' ? [names('hi-IN', 'short'), names('hi-IN', 'long')] : [];
}
