import { makeAutoObservable } from 'mobx';
import type { UserLanguage } from '../../core/session/language.ts';
import type { LanguagePort } from '../../core/session/language.port.ts';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES, setLanguage, type Language } from '../i18n/i18n.ts';
import { languageAtSignIn } from '../i18n/language-rule.ts';
import type { SessionStorePort } from '../../core/session/session-store.port.ts';

export interface LanguageOption {
  readonly code: UserLanguage;
  /** As the language names itself: a reader finds their own. */
  readonly name: string;
}

/**
 * The language switch of the login page and the profile menu. Signed in, a choice is saved to the
 * user at once; before sign-in it is kept and saved when they sign in (language-rule.ts).
 */
export class LanguageSwitch {
  language: Language = currentLanguage();
  private chosenBeforeSignIn: UserLanguage | undefined = undefined;

  constructor(
    private readonly port: LanguagePort,
    private readonly session: SessionStorePort,
  ) {
    makeAutoObservable<this, 'port' | 'session'>(this, { port: false, session: false }, { autoBind: true });
  }

  get options(): readonly LanguageOption[] {
    return LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
  }

  choose(language: UserLanguage): void {
    this.show(language);
    if (this.session.load()) void this.port.saveLanguage(language);
    else this.chosenBeforeSignIn = language;
  }

  /** Called once sign-in stored the session, with the language the user details carry. */
  signedIn(saved: UserLanguage | undefined): void {
    const outcome = languageAtSignIn({ saved, chosenBeforeSignIn: this.chosenBeforeSignIn, current: currentLanguage() });
    this.chosenBeforeSignIn = undefined;
    this.show(outcome.show);
    if (outcome.save) void this.port.saveLanguage(outcome.save);
  }

  private show(language: Language): void {
    setLanguage(language);
    this.language = language;
  }
}
