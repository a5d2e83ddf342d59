// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { currentProfile, renderApp } from '../testing/render-app.tsx';
import { ALL_OFFLINE_FEATURES, sessionFor } from '../testing/sessions.fixture.ts';

afterEach(cleanup);

describe("'/' and unknown paths", () => {
  it.each([
    [sessionFor('insureragent'), '/insureragent/appointments/esalesqueue', 'ESales Queue'],
    [sessionFor('dcoperations'), '/dcoperations/appointments', 'New Appointments'],
    [sessionFor('insureradmin', { userName: 'insurer.charts' }), '/insureradmin/charts', 'Charts'],
    [sessionFor('dcadmin', { features: ALL_OFFLINE_FEATURES, services: ['OFFLINE_CONSULTS'] }), '/offlineConsults/upcoming', 'Offline Consults: Upcoming'],
  ])('sends a signed-in user from / to their landing page (%#)', async (session, path, heading) => {
    renderApp('/', { 'GET /api/provider/ProfileDetails': currentProfile(session) }, { session });
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 20_000 })).toBeTruthy();
    expect(window.location.pathname).toBe(path);
  });

  it('sends a visitor from / to the login page', async () => {
    renderApp('/', {});
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('shows the not-found page for any other path', async () => {
    renderApp('/no/such/page', {});
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
