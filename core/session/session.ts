import type { Service } from './services.ts';
import type { UserDetails } from './user.ts';

/** The hospital (entity) line the drawer shows. */
export interface HospDetails {
  hospName: string;
  address: string;
}

/** Everything the portal keeps about a signed-in user. */
export interface Session {
  accessToken: string;
  userFeatureHash: string;
  user: UserDetails;
  hosp: HospDetails;
  validServices: Service[];
  serviceSelected: Service | undefined;
  /**
   * An insurer user's corporates chosen in the top bar (spec 1 §3 erIDs); absent until the user
   * picks, which means all of them (see corporateScope).
   */
  selectedCorporates?: number[];
}
