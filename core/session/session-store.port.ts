import type { Session } from './session.ts';

/** Where the portal keeps the session between page loads (local storage in the browser). */
export interface SessionStorePort {
  load(): Session | undefined;
  save(session: Session): void;
  /** Forgets the session and everything stored with it. */
  clear(): void;
  /** Remembers, across the redirect, that the session ended because it expired. */
  markExpired(): void;
  /** Reads and forgets the expired mark. */
  takeExpired(): boolean;
  /** The role name stored beside the session (it prefixes every route), if any. */
  storedRoleName(): string | undefined;
}
