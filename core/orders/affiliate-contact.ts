import { RETAIL_USER_EMAIL_DOMAIN } from './affiliate-catalogue.ts';

/** The customer-lookup messages of the Create Order screen (spec 2 §5, §8), verbatim. */
export const AffiliateContactMessage = {
  phone: 'Enter correct phone number',
  email: 'Enter valid email address',
} as const;

/** Spec 2 §5: an optional country code 91 or a leading zero, then a digit 5-9 and 9 more digits. */
export const AFFILIATE_PHONE = /^(?:91|0)?[5-9][0-9]{9}$/;
/** Spec 2 §5's "standard email pattern": something@something.something, no spaces. */
export const AFFILIATE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The phone's message, or null when it is fine; an empty field shows nothing until typed in. */
export function affiliatePhoneError(phone: string): string | null {
  return phone === '' || AFFILIATE_PHONE.test(phone) ? null : AffiliateContactMessage.phone;
}

/** The e-mail's message, or null when it is fine or still empty. */
export function affiliateEmailError(email: string): string | null {
  return email === '' || AFFILIATE_EMAIL.test(email.trim()) ? null : AffiliateContactMessage.email;
}

/** Spec 2 §5: Get Data looks the customer up only when both fields are filled and error-free. */
export function canGetData(phone: string, email: string): boolean {
  return AFFILIATE_PHONE.test(phone) && AFFILIATE_EMAIL.test(email.trim());
}

/** The e-mail filled in when the typed one is not the user's (spec 2 §4): the phone at the retail domain. */
export function notOfUserEmail(phone: string): string {
  return `${phone}@${RETAIL_USER_EMAIL_DOMAIN}`;
}

/** The ten-digit number of a phone the pattern accepts, without its 91 or 0 prefix (how customers are kept). */
export function nationalNumber(phone: string): string {
  return phone.length > 10 ? phone.slice(-10) : phone;
}
