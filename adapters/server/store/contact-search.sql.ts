import { DND_VISIBLE_CHARS } from '../../../core/privacy/masks.ts';

/**
 * The phone search rule of core/privacy/contact-search.ts as SQL over a request alias: a fragment
 * (a LIKE pattern in `pattern`, a placeholder) finds a do-not-disturb customer only in the number's
 * visible first characters. The plain `phone LIKE` stays first so the trigram index still serves.
 */
export function phoneSearchSql(alias: string, pattern: string): string {
  return `${alias}.phone LIKE ${pattern} AND (NOT ${alias}.is_dnd OR left(${alias}.phone, ${DND_VISIBLE_CHARS}) LIKE ${pattern})`;
}

/** The e-mail search rule as SQL: a match on `term` (a condition on the address) never finds a DND customer. */
export function emailSearchSql(alias: string, term: string): string {
  return `${term} AND NOT ${alias}.is_dnd`;
}
