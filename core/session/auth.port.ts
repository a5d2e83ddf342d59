import type { Service } from './services.ts';
import type { HospDetails } from './session.ts';
import type { UserDetails } from './user.ts';

/** A signed-in answer: the token and who it belongs to. */
export interface Granted {
  accessToken: string;
  userFeatureHash: string;
  user: UserDetails;
  hosp: HospDetails;
}

/** A pending one-time code: what to send back with it, and the masked address it went to. */
export interface CodeChallenge {
  userId: number;
  encryptedToken: string;
  sentTo: string;
}

export type AuthenticateOutcome =
  | { kind: 'granted'; granted: Granted }
  | { kind: 'codeNeeded'; challenge: CodeChallenge }
  | { kind: 'refused'; serverMessage: string | null };

export type VerifyOutcome = { kind: 'granted'; granted: Granted } | { kind: 'refused'; serverError: string | null };

export type Credentials = { userName: string; password: string } | { handOverToken: string; providerId: number };

/** What sign-in needs from the provider service. */
export interface AuthPort {
  authenticate(credentials: Credentials): Promise<AuthenticateOutcome>;
  verifyOtp(challenge: CodeChallenge, code: string): Promise<VerifyOutcome>;
  validServices(accessToken: string): Promise<Service[]>;
  logout(accessToken: string): Promise<void>;
}
