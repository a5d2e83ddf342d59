import { DND_VISIBLE_CHARS, maskContactNumber } from '../shared/masking.ts';

/**
 * Additionals that hold a number of the customer's own (createAppointment's alternateMobile); other
 * numbers in additionals (an HR contact, an agent) are not the customer's and stay readable.
 */
export const CUSTOMER_NUMBER_ADDITIONALS: readonly string[] = ['alternateMobile'];

/** The customer's contact numbers a do-not-disturb rule must hide: the phone and alternate numbers. */
export function customerContactNumbers(phone: string | null | undefined, additionals: Readonly<Record<string, unknown>> = {}): string[] {
  const numbers = [phone, ...CUSTOMER_NUMBER_ADDITIONALS.map((key) => additionals[key])];
  return numbers.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((n) => n.trim());
}

/**
 * The spellings of a number worth hiding: as stored, digits only, and its last ten digits (an
 * Indian mobile written with or without +91). Each is hidden in its own masked form.
 */
function spellings(number: string): string[] {
  const digits = number.replace(/\D+/g, '');
  const variants = [number, digits, digits.length > 10 ? digits.slice(-10) : ''];
  return variants.filter((v) => v.length > DND_VISIBLE_CHARS);
}

/** Replaces every spelling of the numbers in one string by its masked form, longest first. */
export function maskNumbersInText(text: string, numbers: readonly string[]): string {
  const all = [...new Set(numbers.flatMap(spellings))].sort((a, b) => b.length - a.length);
  let out = text;
  for (const n of all) if (out.includes(n)) out = out.split(n).join(maskContactNumber(n));
  return out;
}

/**
 * A whole record with a do-not-disturb customer's numbers starred after the fifth character
 * wherever they appear: in contact fields, in message bodies, in remarks, at any depth (spec 1 §5,
 * §6). The record is copied, never changed; a customer who did not ask for DND gets it back as is.
 * Only strings inside plain objects and arrays are rewritten; keys, numbers and dates are kept.
 */
export function maskDndRecord<T>(record: T, numbers: readonly string[], doNotDisturb: boolean): T {
  if (!doNotDisturb) return record;
  const hidden = numbers.filter((n) => spellings(n).length > 0);
  if (hidden.length === 0) return record;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return maskNumbersInText(value, hidden);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(record) as T;
}
