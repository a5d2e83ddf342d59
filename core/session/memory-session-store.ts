import type { SessionStorePort } from './session-store.port.ts';
import type { Session } from './session.ts';

/**
 * The session store kept in memory, behaving as the browser's does: clear() forgets everything,
 * the expired mark included, so ending a session must clear first and mark second. For scenarios,
 * tests and any caller without a browser; it counts clears so a test can see one happened.
 */
export class MemorySessionStore implements SessionStorePort {
  cleared = 0;

  constructor(
    private session: Session | undefined = undefined,
    private expired = false,
  ) {}

  load(): Session | undefined {
    return this.session;
  }

  save(session: Session): void {
    this.session = session;
  }

  clear(): void {
    this.session = undefined;
    this.expired = false;
    this.cleared++;
  }

  markExpired(): void {
    this.expired = true;
  }

  storedRoleName(): string | undefined {
    return this.session?.user.role;
  }

  takeExpired(): boolean {
    const was = this.expired;
    this.expired = false;
    return was;
  }
}
