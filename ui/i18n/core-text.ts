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
 * Core's messages with values in them ("…sent to the registered Email Id {email}", "Reschedule
 * limit reached ({used} of {max})"), as templates: a message that matches one is translated as the
 * template with each value, itself looked up, put back in its place.
 */
const templates: { shape: RegExp; key: string; names: string[] }[] = [];

const PLACEHOLDER = /\{(\w+)\}/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern a template's message has: its words as written, each {name} any text. */
function shapeOf(key: string): RegExp {
  return new RegExp(`^${key.split(PLACEHOLDER).map((part, i) => (i % 2 === 1 ? '(.+?)' : escaped(part))).join('')}$`, 's');
}

/** Adds Hindi for texts of core or the server, one file per area beside the screens that show them. */
export function defineCoreText(hi: Readonly<Record<string, string>>): void {
  for (const key of Object.keys(hi)) {
    const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length > 0) templates.push({ shape: shapeOf(key), key, names });
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
  for (const { shape, key, names } of templates) {
    const values = shape.exec(english);
    if (!values) continue;
    return names.reduce((text, name, i) => text.replace(`{${name}}`, lookUp(t, values[i + 1]!)), t(key, { ns: NS, defaultValue: key }));
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
