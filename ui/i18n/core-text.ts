import { useTranslation } from 'react-i18next';
import { i18n, type LooseT } from './i18n.ts';
import { pseudoCatalogue } from './pseudo.ts';

/**
 * Texts the portal receives already written: core's messages and names (status names, tab names,
 * validation messages) and the server's error messages. They are keyed by their English text, so
 * a message the server sends is looked up as it arrives; English needs no entry.
 */
const NS = 'core';

/** Adds Hindi for texts of core or the server, one file per area beside the screens that show them. */
export function defineCoreText(hi: Readonly<Record<string, string>>): void {
  i18n.addResourceBundle('hi', NS, hi, true, true);
  i18n.addResourceBundle('pseudo', NS, pseudoCatalogue(Object.fromEntries(Object.keys(hi).map((english) => [english, english]))), true, true);
}

/** A text of core or the server in the current language; one without a translation stays as it came. */
export function translateCore(english: string): string {
  return (i18n.t as unknown as LooseT)(english, { ns: NS, defaultValue: english });
}

/** The same in a component, re-rendering when the language changes. */
export function useCoreText(): (english: string) => string {
  const t = useTranslation(NS).t as unknown as LooseT;
  return (english) => t(english, { defaultValue: english });
}
