import { describe, expect, it } from 'vitest';
import { preferredService, Service, SERVICE_LABEL, validServicesFor } from './services.ts';

const both: Service[] = ['OFFLINE_CONSULTS', 'LABS'];
const labsOnly: Service[] = ['LABS'];
const offlineOnly: Service[] = ['OFFLINE_CONSULTS'];

describe('Service', () => {
  it('names the two services and their selector labels', () => {
    expect(Service).toEqual({ LABS: 'LABS', OFFLINE_CONSULTS: 'OFFLINE_CONSULTS' });
    expect(SERVICE_LABEL).toEqual({ LABS: 'Labs', OFFLINE_CONSULTS: 'In-Clinic Consultation' });
  });
});

describe('preferredService', () => {
  it('prefers LABS at login, else the only service, else none', () => {
    expect(preferredService(both)).toBe('LABS');
    expect(preferredService(labsOnly)).toBe('LABS');
    expect(preferredService(offlineOnly)).toBe('OFFLINE_CONSULTS');
    expect(preferredService([])).toBeUndefined();
  });
});

describe('validServicesFor', () => {
  it('derives a provider user services from VIEW_LABS and VIEW_OFFLINE', () => {
    expect(validServicesFor(['VIEW_LABS', 'VIEW_OFFLINE'], true)).toEqual(['LABS', 'OFFLINE_CONSULTS']);
    expect(validServicesFor(['VIEW_OFFLINE', 'VIEW_LABS'], true)).toEqual(['LABS', 'OFFLINE_CONSULTS']);
    expect(validServicesFor(['VIEW_LABS'], true)).toEqual(['LABS']);
    expect(validServicesFor(['VIEW_OFFLINE', 'UPDATE_DOCTOR'], true)).toEqual(['OFFLINE_CONSULTS']);
    expect(validServicesFor(['UPDATE_DOCTOR'], true)).toEqual([]);
    expect(validServicesFor([], true)).toEqual([]);
  });

  it('makes every insurer user a LABS user, whatever the features', () => {
    expect(validServicesFor([], false)).toEqual(['LABS']);
    expect(validServicesFor(['VIEW_OFFLINE'], false)).toEqual(['LABS']);
  });
});
