import i18next from 'i18next';
import { observable, runInAction } from 'mobx';
import { initReactI18next } from 'react-i18next';
import { USER_LANGUAGES } from '../../core/session/language.ts';
import { loadDevanagariFont } from './devanagari-font.ts';

/** The languages a user can choose; `pseudo` is for tests that look for text outside the catalogue. */
export const LANGUAGES = USER_LANGUAGES;
export type Language = (typeof LANGUAGES)[number] | 'pseudo';

/** The Intl locale of each language: dates, numbers and rupees are formatted for India. */
export const LOCALE_OF: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN', pseudo: 'en-IN' };

/** How each language names itself in the switch (never translated: a reader finds their own). */
export const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGES)[number], string>> = { en: 'English', hi: 'हिन्दी' };

/** i18next's own typing checks keys against one global resource map we do not declare; ours are typed per catalogue. */
export type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

const STORAGE_KEY = 'portal.language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi' || value === 'pseudo';
}

/** The language of this browser before anyone signs in: the last one chosen here, else English. */
function storedLanguage(): Language {
  try {
    const fromAddress = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
    if (isLanguage(fromAddress)) return fromAddress;
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The one i18next instance. Catalogues are not listed here: each screen's text file adds its own
 * when the screen's code loads (define-text.ts), so /login downloads only the words it shows.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  resources: {},
  initAsync: false,
  // Keys are plain words and core's messages are keyed by their English text, which holds dots and colons.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: 'added' },
});

/**
 * The language as MobX sees it: view-models' computed texts (translate, formats) read it, so they
 * recompute when the language changes instead of keeping the old language's words.
 */
const observedLanguage = observable.box<string>(i18n.language, { deep: false });
i18n.on('languageChanged', (language: string) => runInAction(() => observedLanguage.set(language)));

export function currentLanguage(): Language {
  const language = observedLanguage.get();
  return isLanguage(language) ? language : 'en';
}

export function currentLocale(): string {
  return LOCALE_OF[currentLanguage()];
}

/** What the page needs beyond the texts: <html lang> for screen readers and, for Hindi, the font. */
function showLanguage(language: Language): void {
  if (globalThis.document) globalThis.document.documentElement.lang = LOCALE_OF[language];
  if (language === 'hi') void loadDevanagariFont();
}
showLanguage(currentLanguage());

/** Switches every screen at once and remembers the choice in this browser. */
export function setLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private windows may refuse storage; the switch still applies to this page.
  }
  showLanguage(language);
  void i18n.changeLanguage(language);
}
