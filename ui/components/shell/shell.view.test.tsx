// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '../../../core/session/session.ts';
import { seriousViolations } from '../../testing/axe.ts';
import { currentProfile, renderApp } from '../../testing/render-app.tsx';
import { sessionFor } from '../../testing/sessions.fixture.ts';

const parent = sessionFor('dcadmin', {
  features: ['VIEW_LABS', 'RESET_PASSWORD'],
  user: { parentProvider: { isParent: true, childEntities: { '101': 'City Diagnostics Baner', '102': 'City Diagnostics Wakad' } } },
});

function openShell(session: Session, path: string, extra: Record<string, Parameters<typeof renderApp>[1][string]> = {}, width = 1280) {
  return renderApp(path, { 'GET /api/provider/ProfileDetails': currentProfile(session), ...extra }, { session, width });
}

afterEach(cleanup);

describe('shell on a desktop', () => {
  it('shows the entity, its provider id and address, the drawer links, and passes axe', async () => {
    openShell(parent, '/dcadmin/appointments');
    // The first render of the file also compiles the lazy shell chunk: renderApp allows it time.
    expect(await screen.findByRole('heading', { name: 'New Appointments' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Settled' }).getAttribute('href')).toBe('/dcadmin/cases/settled');
    expect(within(nav).getByRole('link', { name: 'New Appointments' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: /Grievances/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Provider ID: 100')).toBeTruthy();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Address' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('12 MG Road, Pune');
    expect(screen.getByRole('button', { name: 'Profile menu for Asha Rao' }).textContent).toBe('A');
    expect(await seriousViolations()).toEqual([]);
  });

  it("reads 'Master Provider' in the tooltip of a child provider", async () => {
    openShell(sessionFor('dcoperations', { user: { parentId: 55 } }), '/dcoperations/appointments');
    fireEvent.mouseOver(await screen.findByRole('button', { name: 'Address' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Master Provider');
  });

  it('runs a search with Enter and the icon, carrying it in the query, and clears it', async () => {
    openShell(parent, '/dcadmin/appointments');
    const box = await screen.findByLabelText('Search');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Request Id', 'Employee Id', 'Phone Number', 'Email', 'Name']);
    fireEvent.click(screen.getByRole('option', { name: 'Employee Id' }));
    fireEvent.change(box, { target: { value: ' E-77 ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'All Appointments' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/dcadmin/appointments/all?searchBy=employeeId&search=E-77');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    // The results go too: back to the plain list, whose clear button is gone.
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/dcadmin/appointments/all'));
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('offers insurers their own search choices', async () => {
    const insurer = sessionFor('insureradmin');
    openShell(insurer, '/insureradmin/appointments');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Search by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Request/Esales Id', 'Member Id', 'Application No', 'Name', 'Contact No']);
  });

  it('lets a parent provider pick children with Select All, stored as selectedProviders', async () => {
    openShell(parent, '/dcadmin/appointments');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Providers' }));
    fireEvent.click(screen.getByRole('option', { name: 'Select All' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user_details')!).selectedProviders).toEqual([101, 102]));
    fireEvent.click(screen.getByRole('option', { name: 'City Diagnostics Wakad' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user_details')!).selectedProviders).toEqual([101]));
  });

  it("lets an insurer pick corporates from GetChildEntityRelation, kept as erIDs, and narrows All Appointments to them", async () => {
    const insurer = sessionFor('insureradmin', { features: ['VIEW_LABS'], user: { corporateIDs: [901, 902, 903] } });
    const children = [{ entityId: 902, entityRelationId: 800902, entityName: 'Deccan Motors Ltd' }, { entityId: 901, entityRelationId: 800901, entityName: 'Kaveri Software Services' }, { entityId: 903, entityRelationId: 800903, entityName: 'Vindhya Logistics' }];
    const list = () => ({ status: 200, body: { isSuccess: true, activerequests: { appointmentList: [], totalActiveRequest: 0, isSuccess: true } } });
    const { api } = openShell(insurer, '/insureradmin/appointments', {
      'GET /api/insurance/GetChildEntityRelation/900': () => ({ status: 200, body: { isSuccess: true, children } }),
      'POST /api/insurance/appointments/': list,
    });
    const lists = () => api.calls.filter((c) => c.path === '/api/insurance/appointments/').map((c) => (c.body as { corporateIDs?: number[] }).corporateIDs);
    await screen.findByRole('heading', { name: 'All Appointments' }, { timeout: 20_000 });
    await waitFor(() => expect(lists()).toEqual([[901, 902, 903]]));
    const picker = await screen.findByRole('combobox', { name: 'Corporates' });
    expect(picker.textContent).toBe('All corporates');
    fireEvent.mouseDown(picker);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select All', 'Deccan Motors Ltd', 'Kaveri Software Services', 'Vindhya Logistics']);
    fireEvent.click(screen.getByRole('option', { name: 'Select All' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('erIDs')!)).toEqual([]));
    fireEvent.click(screen.getByRole('option', { name: 'Kaveri Software Services' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('erIDs')!)).toEqual([901]));
    await waitFor(() => expect(lists().at(-1)).toEqual([901]));
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows no corporate picker to an insurer with one corporate, nor asks for the children', async () => {
    const { api } = openShell(sessionFor('insureradmin', { features: ['VIEW_LABS'] }), '/insureradmin/appointments');
    await screen.findByRole('heading', { name: 'All Appointments' }, { timeout: 20_000 });
    expect(screen.queryByRole('combobox', { name: 'Corporates' })).toBeNull();
    expect(api.calls.some((c) => c.path.includes('GetChildEntityRelation'))).toBe(false);
  });

  it('shows the entity name instead of the picker for other providers', async () => {
    openShell(sessionFor('dcoperations'), '/dcoperations/appointments');
    await screen.findByRole('heading', { name: 'New Appointments' });
    expect(screen.queryByRole('combobox', { name: 'Providers' })).toBeNull();
    expect(screen.getAllByText('City Diagnostics').length).toBeGreaterThan(0);
  });

  it('switches to offline consults on the service selector', async () => {
    const both = sessionFor('dcadmin', { features: ['VIEW_LABS', 'VIEW_OFFLINE'], services: ['LABS', 'OFFLINE_CONSULTS'] });
    openShell(both, '/dcadmin/appointments');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Service' }));
    fireEvent.click(screen.getByRole('option', { name: 'In-Clinic Consultation' }));
    expect(await screen.findByRole('heading', { name: 'Offline Consults: Upcoming' })).toBeTruthy();
    expect(window.location.pathname).toBe('/offlineConsults/upcoming');
    expect(localStorage.getItem('serviceSelected')).toBe('OFFLINE_CONSULTS');
  });

  it('resets stored paging when the logo is used', async () => {
    openShell(parent, '/dcadmin/cases/settled');
    await screen.findByRole('heading', { name: 'Settled' });
    sessionStorage.setItem('pageTracking', JSON.stringify({ page: 3, sla: false, startTime: null, endTime: null }));
    fireEvent.click(screen.getByRole('link', { name: 'Provider Portal home' }));
    expect(await screen.findByRole('heading', { name: 'New Appointments' })).toBeTruthy();
    expect(sessionStorage.getItem('pageTracking')).toBeNull();
  });
});

describe('profile menu', () => {
  it('sends a reset link with RESET_PASSWORD and says where it went', async () => {
    const { api } = openShell(parent, '/dcadmin/appointments', {
      'POST /api/provider/resetPassword': () => ({ status: 200, body: { isSuccess: true, userName: 'dcadmin', emailId: 'a***@example.in' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu for Asha Rao' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reset password' }));
    expect(await screen.findByText('Password Reset Link has be sent to the registered Email Id a***@example.in')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/provider/resetPassword')?.body).toEqual({ username: 'dcadmin', entityId: 100 });
  });

  it('has no Reset password entry without the feature, and reports a failed reset', async () => {
    openShell(sessionFor('dcoperations'), '/dcoperations/appointments');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu for Asha Rao' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Reset password' })).toBeNull();
    cleanup();
    openShell(parent, '/dcadmin/appointments', { 'POST /api/provider/resetPassword': () => ({ status: 403, body: { isSuccess: false, errorMessage: 'no' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu for Asha Rao' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reset password' }));
    expect(await screen.findByText('Unable To reset password Please Try after some time')).toBeTruthy();
  });

  it('signs out: logs out on the server, clears local storage, goes to /login', async () => {
    const { api } = openShell(parent, '/dcadmin/appointments', { 'POST /api/provider/logout': () => ({ status: 200, body: { isSuccess: true } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu for Asha Rao' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(api.calls.find((c) => c.path === '/api/provider/logout')?.headers.get('accesstoken')).toBe('token-dcadmin');
  });
});

describe('profile check on shell load', () => {
  it.each([
    [409, 'Your profile has been updated by the admin. Please log in again.'],
    [500, 'Something Went wrong Plese Login Again'],
  ])('ends the session on a %i with its message', async (status, message) => {
    renderApp('/dcadmin/appointments', { 'GET /api/provider/ProfileDetails': () => ({ status, body: { isSuccess: false, errorMessage: 'x' } }) }, { session: parent });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('ends an expired session on a 401, saying so on the login page', async () => {
    renderApp(
      '/dcadmin/appointments',
      { 'GET /api/provider/ProfileDetails': () => ({ status: 401, body: { isSuccess: false, errorMessage: 'Invalid Access Token' } }) },
      { session: parent },
    );
    expect(await screen.findByText('Login session expired Plese Login Again')).toBeTruthy();
    expect(await screen.findByText('Session is expired, Login again to continue')).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('shell on a phone', () => {
  it('folds the search behind an icon, opens a temporary drawer, and passes axe', async () => {
    openShell(parent, '/dcadmin/appointments', {}, 375);
    expect(await screen.findByRole('heading', { name: 'New Appointments' })).toBeTruthy();
    expect(screen.queryByLabelText('Search')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show search' }));
    expect(screen.getByLabelText('Search')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Cancelled' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Providers' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(within(nav).getByRole('link', { name: 'Cancelled' }));
    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
  });
});
