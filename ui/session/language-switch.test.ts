// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { UserLanguage } from '../../core/session/language.ts';
import { MemorySessionStore } from '../../core/session/memory-session-store.ts';
import type { Session } from '../../core/session/session.ts';
import { currentLanguage, setLanguage } from '../i18n/i18n.ts';
import { languageAtSignIn } from '../i18n/language-rule.ts';
import { LanguageSwitch } from './language-switch.ts';

afterEach(() => {
  setLanguage('en');
  localStorage.clear();
});

function setUp(signedIn: boolean) {
  const saved: UserLanguage[] = [];
  const store = new MemorySessionStore(signedIn ? ({ accessToken: 't' } as Session) : undefined, false);
  const language = new LanguageSwitch({ saveLanguage: async (l) => (saved.push(l), true) }, store);
  return { language, saved, store };
}

describe('the rule at sign-in', () => {
  it("applies the user's saved language when nothing was chosen before signing in", () => {
    expect(languageAtSignIn({ saved: 'hi', chosenBeforeSignIn: undefined, current: 'en' })).toEqual({ show: 'hi' });
    expect(languageAtSignIn({ saved: 'en', chosenBeforeSignIn: undefined, current: 'hi' })).toEqual({ show: 'en' });
    expect(languageAtSignIn({ saved: undefined, chosenBeforeSignIn: undefined, current: 'hi' })).toEqual({ show: 'hi' });
  });

  it('lets a choice made on the login page win and saves it to the user', () => {
    expect(languageAtSignIn({ saved: 'en', chosenBeforeSignIn: 'hi', current: 'hi' })).toEqual({ show: 'hi', save: 'hi' });
    expect(languageAtSignIn({ saved: 'hi', chosenBeforeSignIn: 'hi', current: 'hi' })).toEqual({ show: 'hi' });
  });

  it('never replaces the pseudo-locale of tests', () => {
    expect(languageAtSignIn({ saved: 'hi', chosenBeforeSignIn: undefined, current: 'pseudo' })).toEqual({ show: 'pseudo' });
  });
});

describe('the language switch', () => {
  it('on the login page keeps the choice for sign-in, which saves it to the user', () => {
    const { language, saved } = setUp(false);
    language.choose('hi');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('portal.language')).toBe('hi');
    expect(saved).toEqual([]);
    language.signedIn('en');
    expect(currentLanguage()).toBe('hi');
    expect(saved).toEqual(['hi']);
  });

  it("applies the saved language at sign-in, remembered in this browser, saving nothing", () => {
    const { language, saved } = setUp(false);
    language.signedIn('hi');
    expect(currentLanguage()).toBe('hi');
    expect(language.language).toBe('hi');
    expect(localStorage.getItem('portal.language')).toBe('hi');
    expect(saved).toEqual([]);
  });

  it('signed in, saves each choice to the user at once', () => {
    const { language, saved } = setUp(true);
    language.choose('hi');
    language.choose('en');
    expect(saved).toEqual(['hi', 'en']);
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('offers each language named in itself', () => {
    expect(setUp(false).language.options).toEqual([
      { code: 'en', name: 'English' },
      { code: 'hi', name: 'हिन्दी' },
    ]);
  });
});
