import { action, computed, makeObservable, observableRef } from 'mobx';
import type { SessionStorePort } from '../../core/session/session-store.port.ts';
import type { Session } from '../../core/session/session.ts';

/**
 * The signed-in session as the portal sees it: an observable copy of what the store holds. It is
 * itself a SessionStorePort wrapping the real one, so every writer (sign-in, the HTTP middleware,
 * sign-out, the shell) goes through it and the views never read a stale session.
 */
export class CurrentSession implements SessionStorePort {
  session: Session | undefined;

  constructor(private readonly inner: SessionStorePort) {
    this.session = inner.load();
    makeObservable(this, {
      session: observableRef,
      isSignedIn: computed,
      save: action,
      clear: action,
      update: action,
      reload: action,
    });
  }

  get isSignedIn(): boolean {
    return this.session !== undefined;
  }

  load(): Session | undefined {
    return this.session;
  }

  save(session: Session): void {
    this.inner.save(session);
    this.session = session;
  }

  /** Saves a changed copy of the current session; does nothing when signed out. */
  update(change: (session: Session) => Session): void {
    if (this.session) this.save(change(this.session));
  }

  clear(): void {
    this.inner.clear();
    this.session = undefined;
  }

  markExpired(): void {
    this.inner.markExpired();
  }

  takeExpired(): boolean {
    return this.inner.takeExpired();
  }

  storedRoleName(): string | undefined {
    return this.inner.storedRoleName();
  }

  /** Re-reads the store (another tab may have signed in or out). */
  reload(): void {
    this.session = this.inner.load();
  }
}
