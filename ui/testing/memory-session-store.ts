import type { SessionStorePort } from '../../core/session/session-store.port.ts';
import type { Session } from '../../core/session/session.ts';

/** A SessionStorePort in memory, for tests. */
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
    this.cleared++;
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
