import type { ProfileOutcome, ProfilePort } from '../../core/session/profile.port.ts';
import type { RolesFeatures } from '../../core/session/user.ts';
import { toHospDetails, toRolesFeatures, toServices, toUserDetails } from './auth.mapper.ts';
import type { ProviderClient } from './clients.ts';

/** ProfilePort over HTTP: provider/ProfileDetails (with the userfeatures hash) and provider/userRolesFeatures. */
export class ProfileHttpAdapter implements ProfilePort {
  constructor(private readonly provider: ProviderClient) {}

  async profileDetails(userFeatureHash: string): Promise<ProfileOutcome> {
    try {
      const { data, response } = await this.provider.GET('/ProfileDetails', { params: { header: { userfeatures: userFeatureHash } } });
      if (response.status === 401) return { kind: 'expired' };
      if (response.status === 409) return { kind: 'changed' };
      if (!data || !data.isSuccess) return { kind: 'failed' };
      const p = data.userProfile;
      return { kind: 'current', user: toUserDetails(p.userDetails), hosp: toHospDetails(p.hospDetails), validServices: toServices(p.validServices) };
    } catch {
      return { kind: 'failed' };
    }
  }

  async rolesFeatures(): Promise<RolesFeatures> {
    const { data } = await this.provider.POST('/userRolesFeatures', { body: {} });
    if (!data || !data.isSuccess) throw new Error('roles and features could not be loaded');
    return toRolesFeatures(data.rolesFeatures);
  }
}
