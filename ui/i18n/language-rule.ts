import type { UserLanguage } from '../../core/session/language.ts';
import type { Language } from './i18n.ts';

/** What sign-in does about the language: the one to show, and the one to save to the user, if any. */
export interface LanguageAtSignIn {
  readonly show: Language;
  readonly save?: UserLanguage;
}

/**
 * The rule (docs/decisions.md, Languages): a language chosen on the login page before signing in
 * wins and is saved to the user; otherwise the user's saved language applies. The pseudo-locale of
 * tests is never replaced.
 */
export function languageAtSignIn(input: { saved: UserLanguage | undefined; chosenBeforeSignIn: UserLanguage | undefined; current: Language }): LanguageAtSignIn {
  if (input.current === 'pseudo') return { show: 'pseudo' };
  if (input.chosenBeforeSignIn) {
    return input.chosenBeforeSignIn === input.saved ? { show: input.saved } : { show: input.chosenBeforeSignIn, save: input.chosenBeforeSignIn };
  }
  return { show: input.saved ?? input.current };
}
