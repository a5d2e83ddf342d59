import { ProfileStatus } from '../doctors/list-filters.ts';
import type { SpocListQuery } from './spoc.port.ts';
import { SPOC_DEPARTMENTS, SPOC_SERVICES, type SpocService } from './spoc-roles.ts';

/** The SPOC List's filters as the person set them (spec 3 §2.6): the Doctor List's Profile Status radio, Services, Speciality. */
export interface SpocFilters {
  profileStatus: ProfileStatus | null;
  services: readonly SpocService[];
  specialities: readonly string[];
}

export const NO_SPOC_FILTERS: SpocFilters = { profileStatus: null, services: [], specialities: [] };

/** Who lists: the caller's entity and, for a parent provider, the branches chosen in the top bar. */
export interface SpocListScope {
  entityId: number;
  filterEntityIds: readonly number[];
}

/** The getSpocList request of the filters, a first-name search and a 0-based page. */
export function spocListQuery(scope: SpocListScope, filters: SpocFilters, firstName: string, page: number): SpocListQuery {
  return {
    entityId: scope.entityId,
    filterEntityIds: scope.filterEntityIds,
    services: filters.services,
    specialities: filters.specialities,
    profileStatus: filters.profileStatus === null ? [] : [filters.profileStatus === ProfileStatus.Active],
    firstName: firstName.trim(),
    page,
  };
}

/** The Speciality filter's choices: every department of every service, each once. */
export const SPOC_SPECIALITY_OPTIONS: readonly string[] = [...new Set(SPOC_SERVICES.flatMap((s) => SPOC_DEPARTMENTS[s]))];
