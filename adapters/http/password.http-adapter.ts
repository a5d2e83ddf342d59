import type { PasswordPort, ResetLinkOutcome } from '../../core/session/password.port.ts';
import { toResetLinkOutcome } from './password.mapper.ts';
import type { PasswordClient, ProviderClient } from './clients.ts';
import { PROVIDER_APPLICATION_ID } from './auth.http-adapter.ts';

/** PasswordPort over HTTP: provider/forgotPassword, provider/resetPassword, password/MarketPlaceLogon/ResetPassword. */
export class PasswordHttpAdapter implements PasswordPort {
  constructor(
    private readonly provider: ProviderClient,
    private readonly password: PasswordClient,
  ) {}

  async sendResetLink(userName: string): Promise<ResetLinkOutcome> {
    try {
      const { data, error } = await this.provider.POST('/forgotPassword', { body: { username: userName } });
      return toResetLinkOutcome(data, error);
    } catch {
      return { kind: 'failed', serverError: null };
    }
  }

  async sendOwnResetLink(userName: string, entityId: number): Promise<ResetLinkOutcome> {
    try {
      const { data, error } = await this.provider.POST('/resetPassword', { body: { username: userName, entityId } });
      return toResetLinkOutcome(data, error);
    } catch {
      return { kind: 'failed', serverError: null };
    }
  }

  async resetWithToken(newPassword: string, retypePassword: string, resetToken: string): Promise<boolean> {
    try {
      const { response } = await this.password.POST('/MarketPlaceLogon/ResetPassword', {
        body: { newPassword, retypePassword, appID: PROVIDER_APPLICATION_ID, resetToken },
      });
      return response.status === 200;
    } catch {
      return false;
    }
  }
}
