import { currentLanguage, currentLocale } from './i18n.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo.ts';

/** In the pseudo-locale a formatted value is marked as having come through here, like a catalogue text. */
export const marked = (text: string) => (currentLanguage() === 'pseudo' ? `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}` : text);

const INDIA = 'Asia/Kolkata';

/**
 * The locale month names come from: ICU's en-IN writes September "Sept", the spec "Sep", so English
 * months are en-US's abbreviations (the rest of the date is the same in both).
 */
const monthLocale = () => (currentLanguage() === 'hi' ? 'hi-IN' : 'en-US');

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';

/**
 * An instant as the spec shows it ("Nov 22 2026, 07:05 PM"), India time. The parts come from Intl
 * in the current locale (Hindi month names in hi-IN) and are put in the spec's order.
 */
export function formatDateTime(instant: Date): string {
  const parts = new Intl.DateTimeFormat(monthLocale(), {
    timeZone: INDIA, month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true,
  }).formatToParts(instant);
  return marked(`${part(parts, 'month')} ${part(parts, 'day')} ${part(parts, 'year')}, ${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'dayPeriod').toUpperCase()}`);
}

/** A calendar day (YYYY-MM-DD) as the spec shows it ("Jan 30 2006"); other text comes back as it was. */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const noonUtc = new Date(`${day}T12:00:00.000Z`);
  if (Number.isNaN(noonUtc.getTime())) return day;
  const parts = new Intl.DateTimeFormat(monthLocale(), { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' }).formatToParts(noonUtc);
  return marked(`${part(parts, 'month')} ${part(parts, 'day')} ${part(parts, 'year')}`);
}

/** A count or other number, grouped the Indian way (1,00,000). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLocale()).format(value);
}

/** A rupee amount (₹1,500); whole rupees show no paise. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat(currentLocale(), {
    style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2,
  }).format(amount);
}
