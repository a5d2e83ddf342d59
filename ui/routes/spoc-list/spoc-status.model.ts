import { runInAction } from 'mobx';
import type { ProfilePort } from '../../../core/session/profile.port.ts';
import { SpocMessage } from '../../../core/spoc/spoc-messages.ts';
import { isOwnStatus, statusChange, type StatusActor } from '../../../core/spoc/spoc-status.ts';
import { SpocCallRefused, type SpocPort } from '../../../core/spoc/spoc.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { translateCore } from '../../i18n/core-text.ts';
import '../spoc-form/spoc-form.core-text.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';

/**
 * Sets a SPOC active or not, for the list's toggle and the form's (spec 3 §4.3, §8). When the
 * acting user changed their own status, their features and roles are reloaded, so the drawer and
 * guards follow at once; if they cannot be loaded the session ends (spec 3 §2.2).
 */
export class SpocStatusSetter {
  constructor(
    private readonly port: SpocPort,
    private readonly profile: ProfilePort,
    private readonly current: CurrentSession,
    private readonly toaster: Toaster,
    private readonly navigator: AppNavigator,
  ) {}

  private get actor(): StatusActor | null {
    const user = this.current.session?.user;
    return user ? { userId: user.userId, userName: user.userName, entityId: user.entityId, isMasterProvider: user.parentProvider.isParent } : null;
  }

  /** Answers whether the status changed. */
  async set(spoc: { userId: number; userName: string; entityId: number }, active: boolean): Promise<boolean> {
    const actor = this.actor;
    if (!actor) return false;
    try {
      await this.port.setStatus(statusChange(spoc, active, actor));
    } catch (error) {
      this.toaster.error(translateCore(error instanceof SpocCallRefused && error.status === 403 ? SpocMessage.noPermission : SpocMessage.tryAgain));
      return false;
    }
    this.toaster.success(translateCore(SpocMessage.statusUpdated));
    if (isOwnStatus(spoc, actor)) await this.reloadOwnFeatures();
    return true;
  }

  private async reloadOwnFeatures(): Promise<void> {
    try {
      const rolesFeatures = await this.profile.rolesFeatures();
      runInAction(() => this.current.update((s) => ({ ...s, user: { ...s.user, rolesFeatures } })));
    } catch {
      runInAction(() => {
        this.navigator.go('/login', { replace: true });
        this.current.clear();
      });
    }
  }
}
