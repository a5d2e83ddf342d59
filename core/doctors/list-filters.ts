import type { QcStatus } from './doctor-catalogue.ts';
import type { DoctorListQuery } from './doctors.port.ts';

/** The Profile Status radio of the Doctor List. */
export const ProfileStatus = { Active: 'Active', Inactive: 'Inactive' } as const;
export type ProfileStatus = (typeof ProfileStatus)[keyof typeof ProfileStatus];

/** The list's filters as the person set them. */
export interface DoctorFilters {
  profileStatus: ProfileStatus | null;
  qcStatuses: readonly QcStatus[];
  specialities: readonly string[];
}

export const NO_FILTERS: DoctorFilters = { profileStatus: null, qcStatuses: [], specialities: [] };

/** The doctorList request of the filters, a first-name search and a page. */
export function listQuery(providerIds: readonly number[], filters: DoctorFilters, firstName: string, page: number): DoctorListQuery {
  return {
    providerIds,
    qcStatuses: filters.qcStatuses,
    specialities: filters.specialities,
    profileStatus: filters.profileStatus === null ? [] : [filters.profileStatus === ProfileStatus.Active],
    firstName: firstName.trim(),
    page,
  };
}

/** The name a list row shows: prefix and name, without the prefix N.A. */
export function listName(prefix: string, firstName: string, lastName: string): string {
  return [prefix === 'N.A' ? '' : prefix, firstName, lastName].filter((p) => p.trim() !== '').join(' ');
}

/** The "+N" badge of an image list: how many images beyond the first, or null. */
export function moreImages(count: number): string | null {
  return count > 1 ? `+${count - 1}` : null;
}
