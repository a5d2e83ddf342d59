import { formatIndiaDateTime } from '../shared/india-time.ts';
import type { SpocRecord } from './spoc-record.ts';
import { ACCESS_LEVEL_LABEL, accessLevelOf, SPOC_SERVICE_LABEL, spocCoverage } from './spoc-roles.ts';

/** How the SPOC List shows one SPOC (spec 3 §2.6). */
export interface SpocRow {
  key: string;
  name: string;
  /** "Offline Consults", "Labs". */
  services: string[];
  /** Every covered department, in-clinic first. */
  departments: string[];
  /** The level by precedence Admin, Editor, Viewer; 'NA' without one. */
  accessLevel: string;
  createdBy: string;
  /** "Nov 22 2026, 07:05 PM" in India time, or 'NA'. */
  createdOn: string;
  isActive: boolean;
}

/** A stored SPOC as a list row. */
export function spocRow(spoc: SpocRecord): SpocRow {
  const { services, departments } = spocCoverage(spoc.roleNames);
  const level = accessLevelOf(spoc.roleNames);
  const created = Date.parse(spoc.createdOn);
  return {
    key: `${spoc.userId}`,
    name: [spoc.firstName, spoc.lastName].filter((p) => p.trim() !== '').join(' '),
    services: services.map((s) => SPOC_SERVICE_LABEL[s]),
    departments: services.flatMap((s) => departments[s]),
    accessLevel: level ? ACCESS_LEVEL_LABEL[level] : 'NA',
    createdBy: spoc.createdBy || 'NA',
    createdOn: Number.isNaN(created) ? 'NA' : formatIndiaDateTime(new Date(created)),
    isActive: spoc.isActive,
  };
}
