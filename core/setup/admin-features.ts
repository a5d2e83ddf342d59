import { Feature } from '../session/features.ts';
import { AccessLevel, SPOC_DEPARTMENTS, SpocService, spocFeatures, spocRolesFor } from '../spoc/spoc-roles.ts';
import type { ProviderService } from './org-file.ts';

/**
 * A provider's first administrator is a SPOC admin of every department of the provider's
 * services, so it can work every list and create the rest of its staff as SPOCs; its features
 * follow from those roles by the SPOC rule, not from a second list.
 */
export function providerAdminRoles(services: readonly ProviderService[]): string[] {
  return spocRolesFor(AccessLevel.admin, {
    labs: services.includes('LABS') ? SPOC_DEPARTMENTS[SpocService.labs] : [],
    ofc: services.includes('OFFLINE_CONSULTS') ? SPOC_DEPARTMENTS[SpocService.ofc] : [],
  });
}

export function providerAdminFeatures(services: readonly ProviderService[]): Feature[] {
  return spocFeatures(providerAdminRoles(services));
}

/** An insurer's first administrator: its lists, and the profile menu's password reset. */
export const INSURER_ADMIN_FEATURES: readonly Feature[] = [Feature.VIEW_LABS, Feature.RESET_PASSWORD];
