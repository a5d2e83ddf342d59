import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, type LooseT } from './i18n.ts';
import { pseudoCatalogue } from './pseudo.ts';

/** Values that fill a text's {{placeholders}}. */
export type TextValues = Readonly<Record<string, string | number>>;

/** A screen's catalogue: its namespace, typed by its keys. */
export interface TextCatalogue<K extends string> {
  readonly ns: string;
  /** Never set: carries the key type. */
  readonly keys?: K;
}

/** Translates a key of a catalogue; the returned function is what screens call `t`. */
export type Translate<K extends string> = (key: K, values?: TextValues) => string;

/**
 * Declares a screen's texts, beside the screen: English is the spec's wording verbatim, and Hindi
 * must give every key (the type says so). The texts join the catalogue when the screen's code loads.
 */
export function defineText<const E extends Readonly<Record<string, string>>>(
  ns: string,
  en: E,
  hi: Readonly<Record<keyof E, string>>,
): TextCatalogue<keyof E & string> {
  i18n.addResourceBundle('en', ns, en, true, true);
  i18n.addResourceBundle('hi', ns, hi, true, true);
  i18n.addResourceBundle('pseudo', ns, pseudoCatalogue(en), true, true);
  return { ns };
}

/** A catalogue's texts in the current language, outside React (view-models, toasts). */
export function translate<K extends string>(catalogue: TextCatalogue<K>, key: K, values?: TextValues): string {
  currentLanguage(); // observed, so a computed text follows the language
  return (i18n.t as unknown as LooseT)(key, { ns: catalogue.ns, ...values });
}

/** A catalogue's texts in a component; the component re-renders when the language changes. */
export function useText<K extends string>(catalogue: TextCatalogue<K>): Translate<K> {
  const t = useTranslation(catalogue.ns).t as unknown as LooseT;
  return (key, values) => t(key, values);
}
