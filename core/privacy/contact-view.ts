import { DND_VISIBLE_CHARS, maskContactNumber, maskEmail } from './masks.ts';

/**
 * Additionals that hold a number of the customer's own (createAppointment's alternateMobile); they
 * read as contact numbers. Every other additional is free text.
 */
export const CUSTOMER_NUMBER_ADDITIONALS: readonly string[] = ['alternateMobile'];

/** What the privacy rule reads of a request's customer. */
export interface CustomerContacts {
  doNotDisturb: boolean;
  phone?: string | null;
  additionals?: Readonly<Record<string, unknown>> | null;
}

type Text = string | null | undefined;

/** The customer's own contact numbers: the phone and the number-holding additionals, as stored. */
export function customerNumbers(customer: Omit<CustomerContacts, 'doNotDisturb'>): string[] {
  return [customer.phone, ...CUSTOMER_NUMBER_ADDITIONALS.map((key) => customer.additionals?.[key])].filter(
    (n): n is string => typeof n === 'string' && n.trim() !== '',
  );
}

/** How one request's contact-bearing fields read for whoever is shown them. */
export interface ContactView {
  /** Whether anything is hidden: the customer asked not to be disturbed. */
  readonly masked: boolean;
  /** A contact number of the customer (phone, alternate phone). */
  phone<T extends Text>(value: T): T;
  /** An e-mail address of the customer. */
  email<T extends Text>(value: T): T;
  /** Free text (remarks, addresses, correspondence, message subject and body, a recipient). */
  text<T extends Text>(value: T): T;
  /** An additionals map: the customer's own number keys as numbers, every other string as free text. */
  additionals<T extends Readonly<Record<string, unknown>>>(additionals: T): T;
}

/** An e-mail address inside free text. */
const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A run of digits that may be a phone number: an optional +, digits with single separators between. */
const NUMBER_IN_TEXT = /\+?\d(?:[ \-.()/]?\d)+/g;
/**
 * From this many digits a run in free text is taken for a phone number whoever it belongs to: an
 * Indian mobile has ten. Shorter runs (dates, PIN codes, ids) stay readable unless they hold one
 * of the customer's own numbers.
 */
const PHONE_DIGITS = 10;

const digitsOf = (value: string) => value.replace(/\D+/g, '');

const SHOWN_AS_IS: ContactView = {
  masked: false,
  phone: (value) => value,
  email: (value) => value,
  text: (value) => value,
  additionals: (additionals) => additionals,
};

/**
 * The one privacy rule for how a request's contacts read (spec 1 §5, §6: "contact number characters
 * beyond the fifth are starred"; "contact e-mail and phone are masked or controlled when DND
 * applies"). Every viewer, lab or insurer, gets the same view: for a customer who asked not to be
 * disturbed, phone numbers keep their first five characters, e-mail addresses their first two
 * and the domain, and free text has every e-mail address and every phone-like number masked the
 * same way, so a number typed into remarks or a message is hidden as well as the stored one.
 * Other customers' contacts read as they are. Every server mapper, export and log line uses it.
 */
export function contactView(customer: CustomerContacts): ContactView {
  if (!customer.doNotDisturb) return SHOWN_AS_IS;
  const own = customerNumbers(customer)
    .map(digitsOf)
    .filter((d) => d.length > DND_VISIBLE_CHARS);
  const isPhone = (run: string) => {
    const digits = digitsOf(run);
    return digits.length >= PHONE_DIGITS || own.some((n) => digits.includes(n));
  };
  const text = <T extends Text>(value: T): T => {
    if (!value) return value;
    return value
      .replace(EMAIL_IN_TEXT, maskEmail)
      .replace(NUMBER_IN_TEXT, (run) => (isPhone(run) ? maskContactNumber(run) : run)) as T;
  };
  const phone = <T extends Text>(value: T): T => (value ? (maskContactNumber(value) as T) : value);
  const email = <T extends Text>(value: T): T => (value && value.indexOf('@') > 0 ? (maskEmail(value) as T) : text(value));
  return {
    masked: true,
    phone,
    email,
    text,
    additionals: (additionals) =>
      Object.fromEntries(
        Object.entries(additionals).map(([key, value]) => [
          key,
          typeof value !== 'string' ? value : CUSTOMER_NUMBER_ADDITIONALS.includes(key) ? phone(value) : text(value),
        ]),
      ) as typeof additionals,
  };
}
