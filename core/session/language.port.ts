import type { UserLanguage } from './language.ts';

/** Remembers the signed-in user's language on the server (provider/saveLanguage). */
export interface LanguagePort {
  /** Whether the server kept it; a failure leaves the language applied in this browser only. */
  saveLanguage(language: UserLanguage): Promise<boolean>;
}
