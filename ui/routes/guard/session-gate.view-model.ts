import { makeAutoObservable, runInAction } from 'mobx';
import type { ProfilePort } from '../../../core/session/profile.port.ts';
import { needsRolesFeatures } from '../../../core/session/profile.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';

/** Before any signed-in screen: roles and features must be present, loaded once if they are not (spec 3 §2.2). */
export class SessionGateViewModel {
  isLoading = false;

  constructor(
    readonly current: CurrentSession,
    private readonly profile: ProfilePort,
    private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<this, 'profile' | 'navigator'>(this, { current: false, profile: false, navigator: false }, { autoBind: true });
  }

  get needsRolesFeatures(): boolean {
    const s = this.current.session;
    return s !== undefined && needsRolesFeatures(s);
  }

  /** Loads roles and features when missing; on failure clears storage and goes to /login. */
  async ensureRolesFeatures(): Promise<void> {
    if (!this.needsRolesFeatures || this.isLoading) return;
    this.isLoading = true;
    try {
      const rolesFeatures = await this.profile.rolesFeatures();
      runInAction(() => this.current.update((s) => ({ ...s, user: { ...s.user, rolesFeatures } })));
    } catch {
      runInAction(() => {
        this.navigator.go('/login', { replace: true });
        this.current.clear();
      });
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }
}
