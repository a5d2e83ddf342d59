import type { SpocService } from './spoc-roles.ts';
import type { SpocPayload } from './spoc-payload.ts';
import type { SpocRecord } from './spoc-record.ts';

/** What the SPOC List asks for (spec 3 §3.3 SPOC list request). */
export interface SpocListQuery {
  /** The caller's own entity. */
  entityId: number;
  /** Empty means both. */
  services: readonly SpocService[];
  specialities: readonly string[];
  /** Active (true) and/or inactive (false); empty means both. */
  profileStatus: readonly boolean[];
  /** Branches chosen in the top bar; empty means all. */
  filterEntityIds: readonly number[];
  /** A first-name fragment; empty means no search. */
  firstName: string;
  /** 0-based page of 10. */
  page: number;
}

/** A role as getRoles lists it; `grantable` says whether the caller may grant it (absent: not marked). */
export interface SpocRole {
  id: number;
  name: string;
  grantable?: boolean;
}

/** What updateSpocStatus sends. */
export interface SpocStatusChange {
  active: boolean;
  providerMasterEntityId: number | null;
  entityId: number;
  userName: string;
  userId: number;
  modifiedBy: string;
}

/** A refused call: its HTTP status and the server's error code or words, when it gave any. */
export class SpocCallRefused extends Error {
  constructor(readonly status: number, readonly serverText: string | null) {
    super(serverText ?? `SPOC call refused (${status})`);
    this.name = 'SpocCallRefused';
  }
}

/** SPOC management as the screens need it (spec 3 §7). */
export interface SpocPort {
  list(query: SpocListQuery): Promise<{ spocs: SpocRecord[]; total: number }>;
  details(userName: string, userId: number): Promise<SpocRecord>;
  setStatus(change: SpocStatusChange): Promise<void>;
  /** Every role with its id, marked with whether the caller may grant it (getRoles). */
  roles(): Promise<SpocRole[]>;
  /** CreateUser; rejects with SpocCallRefused (409, User_Already_Present) when the user exists. */
  create(payload: SpocPayload): Promise<void>;
  /** updateSpocProfile: the payload carries userName and userId. */
  update(payload: SpocPayload): Promise<void>;
}
