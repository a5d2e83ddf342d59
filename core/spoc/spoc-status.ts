import type { SpocStatusChange } from './spoc.port.ts';

/** Who changes a status: the acting user and whether their entity is a master provider. */
export interface StatusActor {
  userId: number;
  userName: string;
  entityId: number;
  isMasterProvider: boolean;
}

/** The updateSpocStatus request that sets a SPOC active or not; a master provider's SPOC names its master. */
export function statusChange(spoc: { userId: number; userName: string; entityId: number }, active: boolean, actor: StatusActor): SpocStatusChange {
  return {
    active,
    providerMasterEntityId: actor.isMasterProvider ? actor.entityId : null,
    entityId: spoc.entityId,
    userName: spoc.userName,
    userId: spoc.userId,
    modifiedBy: actor.userName,
  };
}

/** Whether the change is the acting user's own: then their features and roles must be reloaded (spec 3 §4.3). */
export function isOwnStatus(spoc: { userId: number }, actor: Pick<StatusActor, 'userId'>): boolean {
  return spoc.userId === actor.userId;
}
