import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, type LooseT } from './i18n.ts';
import { pseudoCatalogue } from './pseudo.ts';

/**
 * Texts the portal receives already written: core's messages and names (status names, tab names,
 * validation messages) and the server's error messages. They are keyed by their English text, so
 * a message the server sends is looked up as it arrives; English needs no entry.
 */
const NS = 'core';

/**
 * Core's messages with one value in them ("…sent to the registered Email Id {email}"), as templates:
 * a message that matches one is translated as the template with the value put back.
 */
const templates: { before: string; after: string; key: string; name: string }[] = [];

/** Adds Hindi for texts of core or the server, one file per area beside the screens that show them. */
export function defineCoreText(hi: Readonly<Record<string, string>>): void {
  for (const key of Object.keys(hi)) {
    const found = /^(.*)\{(\w+)\}(.*)$/s.exec(key);
    if (found) templates.push({ before: found[1]!, name: found[2]!, after: found[3]!, key });
  }
  i18n.addResourceBundle('hi', NS, hi, true, true);
  i18n.addResourceBundle('pseudo', NS, pseudoCatalogue(Object.fromEntries(Object.keys(hi).map((english) => [english, english]))), true, true);
}

/** A text of core or the server in the current language; one without a translation stays as it came. */
export function translateCore(english: string): string {
  currentLanguage(); // observed, so a computed text follows the language
  return lookUp((i18n.t as unknown as LooseT), english);
}

function lookUp(t: LooseT, english: string): string {
  const exact = t(english, { ns: NS, defaultValue: '' });
  if (exact !== '') return exact;
  for (const { before, after, key, name } of templates) {
    if (english.length >= before.length + after.length && english.startsWith(before) && english.endsWith(after)) {
      const value = english.slice(before.length, english.length - after.length);
      return t(key, { ns: NS, defaultValue: key }).replace(`{${name}}`, lookUp(t, value));
    }
  }
  return english;
}

/** The same in a component, re-rendering when the language changes. */
export function useCoreText(): (english: string) => string {
  const t = useTranslation(NS).t as unknown as LooseT;
  return (english) => lookUp((key, options) => t(key, options), english);
}

/**
 * A text core puts together from numbers and words ("2 Days 3 Hours", "34 Yrs / F"): each word is
 * translated on its own, the numbers and signs stay.
 */
export function translateCoreWords(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => translateCore(word));
}
