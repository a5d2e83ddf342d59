import { describe, expect, it, vi } from 'vitest';
import type { ServiceIdentifier } from 'inversify';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { HistoryTokens } from '../../di/history.di-tokens.ts';
import { LabDeskTokens } from '../../di/lab-desk.di-tokens.ts';
import { OfflineDeskTokens } from '../../di/offline-desk.di-tokens.ts';
import type { ViewModelPrefetch } from '../../di/view-model-prefetch.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import type { Session } from '../../../core/session/session.ts';
import { LabTab } from '../../../core/appointments/tabs.ts';

// The chunks are asked for, not waited on; here they are stubs, so the test loads no screen.
vi.mock('../../app/signed-in-chunks.ts', () => ({ loadSignedIn: async () => ({}) }));
vi.mock('../screen-chunks.ts', () => ({ screenChunks: new Proxy({}, { get: () => async () => ({}) }) }));
const { prefetchLanding } = await import('./landing-prefetch.ts');

/** Which view-model the landing prefetch makes, and what starting it does. */
function prefetched(session: Session | undefined, path: string) {
  const made: { id: ServiceIdentifier; start: (vm: unknown) => void }[] = [];
  const prefetch = { prefetch: (id: ServiceIdentifier, start: (vm: unknown) => void) => made.push({ id, start }) } as unknown as ViewModelPrefetch;
  prefetchLanding(prefetch, session, path);
  return made;
}

describe('landing prefetch', () => {
  it('starts the lab New tab for a lab admin', () => {
    const [made] = prefetched(sessionFor('dcadmin'), '/dcadmin/appointments');
    expect(made.id).toBe(LabDeskTokens.viewModel);
    const vm = { start: vi.fn() };
    made.start(vm);
    expect(vm.start).toHaveBeenCalledWith(LabTab.NEW_APPOINTMENTS);
  });

  it('starts the insurer list, the e-sales queue and the offline Upcoming tab without a search', () => {
    expect(prefetched(sessionFor('insureradmin'), '/insureradmin/appointments').map((m) => m.id)).toEqual([HistoryTokens.insurerAppointmentsViewModel]);
    const agent = prefetched(sessionFor('insureragent', { features: ['VIEW_LABS'] }), '/insureragent/appointments/esalesqueue');
    expect(agent.map((m) => m.id)).toEqual([EsalesTokens.queueViewModel]);
    const vm = { start: vi.fn(async () => undefined) };
    agent[0].start(vm);
    expect(vm.start).toHaveBeenCalledWith(null);
    const clinic = sessionFor('dcadmin', { services: ['OFFLINE_CONSULTS'], features: ['VIEW_OFFLINE'] });
    expect(prefetched(clinic, '/offlineConsults/upcoming').map((m) => m.id)).toEqual([OfflineDeskTokens.viewModel]);
  });

  it('makes no call for a screen the session may not open, an address with a search, or no session', () => {
    expect(prefetched(sessionFor('dcoperations'), '/dcadmin/appointments')).toEqual([]);
    expect(prefetched(sessionFor('dcadmin'), '/dcadmin/appointments/all?searchBy=1&search=x')).toEqual([]);
    expect(prefetched(undefined, '/dcadmin/appointments')).toEqual([]);
    expect(prefetched(sessionFor('dcadmin'), '/no/such/page')).toEqual([]);
  });
});
