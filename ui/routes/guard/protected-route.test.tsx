// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import type { ProfilePort } from '../../../core/session/profile.port.ts';
import type { Session } from '../../../core/session/session.ts';
import { buildContainer } from '../../container.ts';
import { ContainerProvider } from '../../di/container-context.tsx';
import { AppTokens } from '../../di/app.di-tokens.ts';
import { SessionTokens } from '../../di/session.di-tokens.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import { NavigationBridge } from '../../navigation/navigation-bridge.tsx';
import { CurrentSession } from '../../session/current-session.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { ALL_OFFLINE_FEATURES, sessionFor } from '../../testing/sessions.fixture.ts';
import { SCREENS, screenTitle } from '../../../core/session/screens.ts';
import { NOT_BUILT_YET } from '../placeholder/placeholder.view.tsx';
import GuardedScreen from './guarded-screen.tsx';
import { SessionGate } from './session-gate.tsx';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? 'nowhere';
  return <p>login page, from {from}</p>;
}

function renderAt(path: string, session: Session | undefined, profile?: Partial<ProfilePort>) {
  // The portal's own wiring, with the session kept in memory and the profile calls answered here.
  const store = new MemorySessionStore(session);
  const container = buildContainer();
  container.rebind(SessionTokens.currentSession).toConstantValue(new CurrentSession(store));
  container.rebind(SessionTokens.profilePort).toConstantValue({
    profileDetails: async () => ({ kind: 'failed' }),
    rolesFeatures: async () => ({ roles: [], features: [] }),
    ...profile,
  } satisfies ProfilePort);
  const navigator = container.get<AppNavigator>(AppTokens.navigator);
  render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge navigator={navigator} />
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            element={
              <SessionGate>
                <main>
                  <Outlet />
                </main>
              </SessionGate>
            }
          >
            {SCREENS.map((s) => (
              <Route key={s.path} path={s.path} element={<GuardedScreen screen={s} />} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { store };
}

// The gate's view-model arrives with its chunk, so every screen shows a moment after the render.
const notAuthorised = () => screen.findByText('You are not Authorized for this Page');

afterEach(cleanup);

describe('guarded screens', () => {
  it('sends a visitor without a session to /login carrying where they were going', async () => {
    renderAt('/dcadmin/cases/settled', undefined);
    expect(await screen.findByText('login page, from /dcadmin/cases/settled')).toBeTruthy();
  });

  it('sends a role outside the catalogue to /login', async () => {
    renderAt('/dcadmin/appointments', sessionFor('dcadmin', { user: { roleId: 1234 } }));
    expect(await screen.findByText('login page, from /dcadmin/appointments')).toBeTruthy();
  });

  it('opens a screen of the signed-in role and names it', async () => {
    // The lab tabs are built screens now (issue 3, ui/routes/lab-desk); the dashboard is still a placeholder.
    renderAt('/dashboard', sessionFor('dcadmin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText(NOT_BUILT_YET)).toBeTruthy();
  });

  it("shows the not-authorised page on another role's prefix and on a screen the role does not have", async () => {
    renderAt('/dcadmin/appointments', sessionFor('dcoperations'));
    expect(await notAuthorised()).toBeTruthy();
    expect(await screen.findByText('Please reach out to your administrator for access.')).toBeTruthy();
    cleanup();
    renderAt('/insureradmin/documents/pending', sessionFor('insureradmin'));
    expect(await notAuthorised()).toBeTruthy();
  });

  it('shows the not-authorised page for a missing feature: a viewer opening the SPOC list', async () => {
    renderAt('/SPOC/SPOCManagement', sessionFor('dcoperations', { features: ['VIEW_OFFLINE'], services: ['OFFLINE_CONSULTS'] }));
    expect(await notAuthorised()).toBeTruthy();
    cleanup();
    renderAt('/SPOC/SPOCManagement', sessionFor('dcadmin', { features: ALL_OFFLINE_FEATURES, services: ['OFFLINE_CONSULTS'] }));
    // The SPOC List is a lazy chunk now: its first import can take seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'SPOC List' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('keeps charts for chart users, the dashboard for dcadmin and create appointment for its two roles', async () => {
    renderAt('/insureradmin/charts', sessionFor('insureradmin'));
    expect(await notAuthorised()).toBeTruthy();
    cleanup();
    renderAt('/insureradmin/charts', sessionFor('insureradmin', { userName: 'insurer.charts' }));
    // The charts screen is a lazy chunk with victory: its first import takes seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Charts' }, { timeout: 10_000 })).toBeTruthy();
    cleanup();
    renderAt('/dashboard', sessionFor('dcoperations'));
    expect(await notAuthorised()).toBeTruthy();
    cleanup();
    renderAt('/insurerbranch/appointments/create', sessionFor('insurerbranch'));
    expect(await notAuthorised()).toBeTruthy();
    cleanup();
    renderAt('/insurercallCentre/appointments/create', sessionFor('insurercallCentre'));
    expect(await screen.findByRole('heading', { name: 'Create Appointment' })).toBeTruthy();
  });

  it('names /{role}/appointments by role and treats an unknown prefix as no page', async () => {
    // The insurer's All Appointments is a built screen now (issue 4): its name is checked on the route table.
    const appointments = SCREENS.find((s) => s.path === '/:role/appointments')!;
    expect([screenTitle(appointments, 'insureradmin'), screenTitle(appointments, 'dcadmin')]).toEqual(['All Appointments', 'New Appointments']);
    renderAt('/nobody/appointments', sessionFor('insureradmin'));
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});

describe('session gate', () => {
  it('loads missing roles and features before deciding', async () => {
    const bare = sessionFor('dcadmin', { services: ['OFFLINE_CONSULTS'] });
    bare.user.rolesFeatures = { roles: [], features: [] };
    const { store } = renderAt('/SPOC/SPOCManagement', bare, {
      rolesFeatures: async () => ({ roles: [{ roleId: 5432, roleName: 'dcadmin' }], features: [{ featureName: 'VIEW_SPOC_LIST' }] }),
    });
    // The SPOC List is a lazy chunk now: its first import can take seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'SPOC List' }, { timeout: 10_000 })).toBeTruthy();
    expect(store.load()?.user.rolesFeatures.features).toEqual([{ featureName: 'VIEW_SPOC_LIST' }]);
  });

  it('clears storage and goes to /login when roles and features cannot be loaded', async () => {
    const bare = sessionFor('dcadmin');
    bare.user.rolesFeatures = { roles: [], features: [] };
    const { store } = renderAt('/dcadmin/appointments', bare, {
      rolesFeatures: async () => {
        throw new Error('down');
      },
    });
    expect(await screen.findByText(/login page/)).toBeTruthy();
    expect(store.cleared).toBe(1);
    expect(store.load()).toBeUndefined();
  });
});
