import type { AuthenticateOutcome, AuthPort, CodeChallenge, Credentials, VerifyOutcome } from '../../core/session/auth.port.ts';
import type { Service } from '../../core/session/services.ts';
import { toAuthenticateOutcome, toServices, toVerifyOutcome } from './auth.mapper.ts';
import type { MedibuddyCentralClient, ProviderClient } from './clients.ts';
import { ACCESS_TOKEN_HEADER } from './session.middleware.ts';
import { ServerFault, throwOnServerFault, wireErrorText } from './wire-error.ts';

/** The provider application id every sign-in call carries (spec 1 §9). */
export const PROVIDER_APPLICATION_ID = 10007 as const;

/** AuthPort over HTTP: provider/Authenticate, provider/verifyOTP, medibuddyCentral/validServices, provider/logout. */
export class AuthHttpAdapter implements AuthPort {
  constructor(
    private readonly provider: ProviderClient,
    private readonly central: MedibuddyCentralClient,
  ) {}

  async authenticate(credentials: Credentials): Promise<AuthenticateOutcome> {
    const body =
      'userName' in credentials
        ? { userName: credentials.userName, password: credentials.password, applicationId: PROVIDER_APPLICATION_ID }
        : {
            accessToken: credentials.handOverToken,
            fromOldPortal: true,
            providerId: credentials.providerId,
            applicationId: PROVIDER_APPLICATION_ID,
          };
    const { data, error, response } = await this.provider.POST('/Authenticate', { body });
    throwOnServerFault(response);
    if (data) return toAuthenticateOutcome(data);
    return { kind: 'refused', serverMessage: wireErrorText(error) };
  }

  async verifyOtp(challenge: CodeChallenge, code: string): Promise<VerifyOutcome> {
    const { data, error, response } = await this.provider.POST('/verifyOTP', {
      body: { otp: code, applicationId: PROVIDER_APPLICATION_ID, userId: challenge.userId, encryptedToken: challenge.encryptedToken },
    });
    throwOnServerFault(response);
    if (data) return toVerifyOutcome(data);
    return { kind: 'refused', serverError: wireErrorText(error) };
  }

  async validServices(accessToken: string): Promise<Service[]> {
    const { data, response } = await this.central.POST('/validServices', { body: {}, headers: { [ACCESS_TOKEN_HEADER]: accessToken } });
    // A failed call rejects: core's SignIn then refuses the sign-in and stores nothing.
    if (!data || !data.isSuccess) throw new ServerFault(response.status);
    return toServices(data.data.validServices);
  }

  async logout(accessToken: string): Promise<void> {
    await this.provider.POST('/logout', { body: {}, headers: { [ACCESS_TOKEN_HEADER]: accessToken } });
  }
}
