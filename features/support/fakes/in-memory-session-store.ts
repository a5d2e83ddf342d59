import type { SessionStorePort } from '../../../core/session/session-store.port.ts';
import type { Session } from '../../../core/session/session.ts';

/** The browser's local storage for the session, kept in memory. */
export class InMemorySessionStore implements SessionStorePort {
  private session: Session | undefined;
  private expired = false;

  load(): Session | undefined {
    return this.session;
  }

  save(session: Session): void {
    this.session = session;
  }

  clear(): void {
    this.session = undefined;
    this.expired = false;
  }

  markExpired(): void {
    this.expired = true;
  }

  takeExpired(): boolean {
    const was = this.expired;
    this.expired = false;
    return was;
  }
}
