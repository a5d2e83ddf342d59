import type { ProfilePort } from '../../../core/session/profile.port.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import { SPOC_ROLES } from '../../../core/spoc/spoc-roles.ts';
import type { SpocListQuery, SpocPort } from '../../../core/spoc/spoc.port.ts';
import type { SpocPayload } from '../../../core/spoc/spoc-payload.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import type { UserDetails } from '../../../core/session/user.ts';
import { AppNavigator } from '../../navigation/app-navigator.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { SpocStatusSetter } from './spoc-status.model.ts';

const off = { Email: false, SMS: false, Whatsapp: false };

/** A stored SPOC for view-model tests. */
export function spocRecord(change: Partial<SpocRecord> = {}): SpocRecord {
  return {
    userId: 41, userName: 'meera.iyer', firstName: 'Meera', lastName: 'Iyer', email: 'meera@clinic.example', mobileNo: '9876543210', entityId: 100,
    providerName: 'City Diagnostics', isActive: true, roleNames: ['editor', 'ofc/Dermatologist/*/editor'], whatsAppNumber: null,
    notifications: { getSpocUpdate: off, getDoctorUpdate: { ...off, Email: true }, getOrderUpdate: off },
    createdOn: '2026-01-02T03:04:05.000Z', createdBy: 'clinic.admin', updatedOn: null, modifiedBy: null, ...change,
  };
}

/** What a fake SPOC port was asked, and how it should answer. */
export interface FakeSpocPort extends SpocPort {
  asked: SpocListQuery[];
  statuses: unknown[];
  created: SpocPayload[];
  updated: SpocPayload[];
}

/** A SPOC port in memory; `fail` makes the named calls reject with the given error. */
export function fakeSpocPort(spocs: SpocRecord[], fail: Partial<Record<keyof SpocPort, unknown>> = {}): FakeSpocPort {
  const refuse = (name: keyof SpocPort) => {
    if (name in fail) throw fail[name];
  };
  const port: FakeSpocPort = {
    asked: [], statuses: [], created: [], updated: [],
    list: async (q) => { refuse('list'); port.asked.push(q); return { spocs, total: spocs.length + 10 }; },
    details: async () => { refuse('details'); return spocs[0]!; },
    setStatus: async (c) => { refuse('setStatus'); port.statuses.push(c); },
    roles: async () => { refuse('roles'); return [...SPOC_ROLES]; },
    create: async (p) => { refuse('create'); port.created.push(p); },
    update: async (p) => { refuse('update'); port.updated.push(p); },
  };
  return port;
}

/** The signed-in user, toasts, navigation and the status setter around a fake port. */
export function spocWorld(port: SpocPort, features: string[], user: Partial<UserDetails> = {}) {
  const toasts: string[] = [];
  const went: string[] = [];
  const reloads: number[] = [];
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('dcadmin', { features, services: ['OFFLINE_CONSULTS'], user: { userName: 'clinic.admin', ...user } }));
  const toaster = { success: (m: string) => void toasts.push(m), error: (m: string) => void toasts.push(m), info: (m: string) => void toasts.push(m) };
  const navigator = new AppNavigator();
  navigator.attach((to) => void went.push(to));
  const profile: ProfilePort = {
    profileDetails: async () => ({ kind: 'failed' }),
    rolesFeatures: async () => { reloads.push(1); return { roles: [{ roleId: 5432, roleName: 'dcadmin' }], features: [{ featureName: 'VIEW_OFFLINE' }] }; },
  };
  const status = new SpocStatusSetter(port, profile, current, toaster, navigator);
  return { current, toaster, navigator, status, toasts, went, reloads };
}
