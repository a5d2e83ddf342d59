import { DND_VISIBLE_CHARS } from './masks.ts';

/**
 * The part of a customer's phone number a search may match. A search must not reveal what masking
 * hides: if a fragment could match a do-not-disturb number's starred digits, a few hundred guesses
 * would read them back. So such a number is found only by its visible first characters.
 */
export function searchablePhone(phone: string, doNotDisturb: boolean): string {
  return doNotDisturb ? phone.slice(0, DND_VISIBLE_CHARS) : phone;
}

/** Whether a phone search fragment finds a customer (the rule every list's SQL follows). */
export function phoneSearchMatches(phone: string, doNotDisturb: boolean, fragment: string): boolean {
  return searchablePhone(phone, doNotDisturb).includes(fragment);
}

/**
 * Whether an e-mail search may find a customer at all. A do-not-disturb customer's address shows
 * only two characters and the domain, so any match would confirm a guessed address: it never matches.
 */
export function emailSearchable(doNotDisturb: boolean): boolean {
  return !doNotDisturb;
}
