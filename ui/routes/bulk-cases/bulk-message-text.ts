import type { Translate } from '../../i18n/define-text.ts';
import type { BulkTextKey } from './bulk-cases.text.ts';

/** Core's counted bulk messages, by their English shape, and the catalogue keys that say them. */
const COUNTED: readonly (readonly [RegExp, BulkTextKey, BulkTextKey])[] = [
  [/^(\d+) cases? created$/, 'createdOne', 'createdMany'],
  [/^(\d+) rows? (?:has|have) errors; nothing was created$/, 'refusedOne', 'refusedMany'],
  [/^(\d+) rows? (?:is|are) valid; nothing was created \(dry run\)$/, 'validOne', 'validMany'],
];

/**
 * A bulk upload's message in the current language: core writes some with a count or a column in
 * them (and the server repeats them, after an HTTP status), so those are read by their shape, the
 * count kept as core wrote it; the rest are core's fixed texts, keyed by English.
 */
export function bulkMessageText(t: Translate<BulkTextKey>, translateCore: (english: string) => string, message: string): string {
  const status = /^(\d{3}): (.+)$/.exec(message);
  if (status) return `${status[1]}: ${bulkMessageText(t, translateCore, status[2]!)}`;
  for (const [shape, one, many] of COUNTED) {
    const m = shape.exec(message);
    if (m) return t(Number(m[1]) === 1 ? one : many, { count: m[1]! });
  }
  const blank = /^(.+) cannot be blank$/.exec(message);
  if (blank && translateCore(message) === message) return t('blank', { column: blank[1]! });
  const repeats = /^Unique ID repeats row (\d+)$/.exec(message);
  if (repeats) return t('repeats', { row: repeats[1]! });
  return translateCore(message);
}
