import type { SessionStorePort } from '../../core/session/session-store.port.ts';
import type { Session } from '../../core/session/session.ts';
import type { Service } from '../../core/session/services.ts';
import type { UserDetails } from '../../core/session/user.ts';
import { readJson } from './stored-json.ts';

/** The local-storage keys of spec 1 §3 and spec 3 §3.4, plus the two the project adds. */
export const SessionKey = {
  accessToken: 'access_token',
  userDetails: 'user_details',
  roleName: 'roleName',
  validServices: 'ValidServices',
  serviceSelected: 'serviceSelected',
  hospAddress: 'hosp_address',
  children: 'children',
  /** An insurer user's chosen corporates (spec 2 §3 erIDs). */
  erIds: 'erIDs',
  /** Project decision: the hospital name travels beside its address. */
  hospName: 'hosp_name',
  /** Project decision: the hash ProfileDetails compares against (spec 1 §7 userfeatures header). */
  userFeatureHash: 'userFeatureHash',
  /** Project decision: survives the clear that ends an expired session, until the login page reads it. */
  expired: 'tokenExpired',
} as const;

/** SessionStorePort on the browser's local storage, under the keys the older portal used. */
export class LocalStorageSessionStore implements SessionStorePort {
  constructor(private readonly storage: Storage = globalThis.localStorage) {}

  load(): Session | undefined {
    const accessToken = this.storage.getItem(SessionKey.accessToken);
    const user = readJson<UserDetails>(this.storage, SessionKey.userDetails);
    if (!accessToken || !user) return undefined;
    const selected = this.storage.getItem(SessionKey.serviceSelected);
    const chosen = readJson<number[]>(this.storage, SessionKey.erIds);
    return {
      accessToken,
      userFeatureHash: this.storage.getItem(SessionKey.userFeatureHash) ?? '',
      user,
      hosp: {
        hospName: this.storage.getItem(SessionKey.hospName) ?? user.entityName,
        address: this.storage.getItem(SessionKey.hospAddress) ?? '',
      },
      validServices: readJson<Service[]>(this.storage, SessionKey.validServices) ?? [],
      serviceSelected: selected ? (selected as Service) : undefined,
      ...(chosen ? { selectedCorporates: chosen } : {}),
    };
  }

  storedRoleName(): string | undefined {
    return this.storage.getItem(SessionKey.roleName) ?? undefined;
  }

  save(session: Session): void {
    const s = this.storage;
    s.setItem(SessionKey.accessToken, session.accessToken);
    s.setItem(SessionKey.userFeatureHash, session.userFeatureHash);
    s.setItem(SessionKey.userDetails, JSON.stringify(session.user));
    s.setItem(SessionKey.roleName, session.user.role);
    s.setItem(SessionKey.validServices, JSON.stringify(session.validServices));
    if (session.serviceSelected) s.setItem(SessionKey.serviceSelected, session.serviceSelected);
    else s.removeItem(SessionKey.serviceSelected);
    s.setItem(SessionKey.hospName, session.hosp.hospName);
    s.setItem(SessionKey.hospAddress, session.hosp.address);
    s.setItem(SessionKey.children, JSON.stringify(session.user.parentProvider.childEntities));
    if (session.selectedCorporates) s.setItem(SessionKey.erIds, JSON.stringify(session.selectedCorporates));
    else s.removeItem(SessionKey.erIds);
  }

  /** Spec 1 §2.7: signing out clears local storage, all of it. */
  clear(): void {
    this.storage.clear();
  }

  markExpired(): void {
    this.storage.setItem(SessionKey.expired, 'true');
  }

  takeExpired(): boolean {
    const expired = this.storage.getItem(SessionKey.expired) === 'true';
    this.storage.removeItem(SessionKey.expired);
    return expired;
  }
}
