import { Feature } from './features.ts';

/** The two services a user may be entitled to. */
export const Service = { LABS: 'LABS', OFFLINE_CONSULTS: 'OFFLINE_CONSULTS' } as const;
export type Service = (typeof Service)[keyof typeof Service];

/** Labels the service selector shows. */
export const SERVICE_LABEL: Readonly<Record<Service, string>> = {
  LABS: 'Labs',
  OFFLINE_CONSULTS: 'In-Clinic Consultation',
};

/** LABS is preferred at login when the user holds both (spec 1 §1). */
export function preferredService(validServices: readonly Service[]): Service | undefined {
  if (validServices.includes(Service.LABS)) return Service.LABS;
  return validServices[0];
}

/**
 * The services a user's features entitle them to (spec 3 §6: "depending on features").
 * Insurer users have no feature keys and work labs requests, so they are LABS users.
 */
export function validServicesFor(features: readonly string[], isProvider: boolean): Service[] {
  if (!isProvider) return [Service.LABS];
  const services: Service[] = [];
  if (features.includes(Feature.VIEW_LABS)) services.push(Service.LABS);
  if (features.includes(Feature.VIEW_OFFLINE)) services.push(Service.OFFLINE_CONSULTS);
  return services;
}
