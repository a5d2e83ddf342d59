import type { UserLanguage } from '../../core/session/language.ts';
import type { LanguagePort } from '../../core/session/language.port.ts';
import type { ProviderClient } from './clients.ts';

/** LanguagePort over HTTP: provider/saveLanguage, for the signed-in user. */
export class LanguageHttpAdapter implements LanguagePort {
  constructor(private readonly provider: ProviderClient) {}

  async saveLanguage(language: UserLanguage): Promise<boolean> {
    try {
      const { data } = await this.provider.POST('/saveLanguage', { body: { language } });
      return data?.isSuccess === true;
    } catch {
      return false;
    }
  }
}
