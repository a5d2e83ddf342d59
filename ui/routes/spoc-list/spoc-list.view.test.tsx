// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { seriousViolations } from '../../testing/axe.ts';
import { currentProfile, renderApp } from '../../testing/render-app.tsx';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { wireSpoc } from './spoc-wire.fixture.ts';

const ALL = ['VIEW_OFFLINE', 'VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS'];

function openList(features: string[], list: FakeHandler, extra: Record<string, FakeHandler> = {}, width = 1280) {
  const session = sessionFor('dcadmin', { features, services: ['OFFLINE_CONSULTS'], userName: 'clinic.admin' });
  return renderApp('/SPOC/SPOCManagement', { 'GET /api/provider/ProfileDetails': currentProfile(session), 'POST /api/provider/getSpocList': list, ...extra }, { session, width });
}

const answer = (users: object[], count = users.length): FakeHandler => () => ({ status: 200, body: { isSuccess: true, users, count } });
const lastBody = (api: { calls: { path: string; body: unknown }[] }, path: string) => api.calls.filter((c) => c.path === path).at(-1)?.body as Record<string, unknown>;

afterEach(cleanup);

describe('the SPOC List on a desktop', () => {
  it('shows the SPOCs ten rows high with services, departments, level and creator, passes axe, and flips a SPOC', async () => {
    const { api } = openList(ALL, answer([wireSpoc(41, 'Meera'), wireSpoc(42, 'Ravi', { isActive: false })], 12), {
      'POST /api/provider/updateSpocStatus': () => ({ status: 200, body: { isSuccess: true } }),
    });
    const table = await screen.findByRole('table', { name: 'SPOCs' });
    await within(table).findByText('Meera Iyer');
    expect(screen.getByRole('heading', { level: 1, name: 'SPOC List' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How To use' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add new SPOC' }).getAttribute('href')).toBe('/SPOC/SPOCManagements');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Offline Consults, Labs')).toBeTruthy();
    expect(within(first).getByText('Dermatologist, Pathology')).toBeTruthy();
    expect(within(first).getByText('Editor')).toBeTruthy();
    expect(first.textContent).toContain('clinic.adminNov 22 2026, 07:05 PM');
    expect(within(first).getByRole('link', { name: 'Edit Meera Iyer' }).getAttribute('href')).toBe('/SPOC/SPOCManagements?id=41&userName=meera.iyer');
    expect(screen.getAllByTestId('padding-row')).toHaveLength(8);
    expect(lastBody(api, '/api/provider/getSpocList')).toEqual({ entityId: 100, service: [], speciality: [], profileStatus: [], startIndex: 0, range: 10, applicationId: 10007, filterEntityIds: [] });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: 'Active: Ravi Iyer' }));
    expect(await screen.findByText('Profile Status Updated Successfully')).toBeTruthy();
    expect(lastBody(api, '/api/provider/updateSpocStatus')).toEqual({ active: true, providerMasterEntityId: null, entityId: 100, userName: 'ravi.iyer', userId: 42, modifiedBy: 'clinic.admin' });
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Active: Ravi Iyer' }) as HTMLInputElement).checked).toBe(true));
  });

  it('searches by first name and opens the form from a row', async () => {
    const { api } = openList(ALL, answer([wireSpoc(41, 'Meera')]));
    await screen.findByText('Meera Iyer');
    const box = screen.getByRole('textbox', { name: 'Search SPOCs' });
    fireEvent.change(box, { target: { value: ' mee ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(lastBody(api, '/api/provider/getSpocList')).toMatchObject({ spocNames: ['mee'], startIndex: 0 }));
    fireEvent.click(await screen.findByText('Meera Iyer'));
    expect(await screen.findByRole('link', { name: 'SPOC List' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/SPOC/SPOCManagements?id=41&userName=meera.iyer');
  });

  it('shows no Add, toggle or edit without their features', async () => {
    openList(['VIEW_SPOC_LIST'], answer([wireSpoc(41, 'Meera')]));
    const table = await screen.findByRole('table', { name: 'SPOCs' });
    await within(table).findByText('Meera Iyer');
    expect(screen.queryByRole('link', { name: 'Add new SPOC' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(within(table).getAllByRole('row')[1]!).getByText('Active')).toBeTruthy();
  });

  it('says No SPOCs found when there are none, and Failed To Load SPOC List when the list fails', async () => {
    openList(ALL, answer([]));
    expect(await screen.findByText('No SPOCs found')).toBeTruthy();
    expect(screen.getByText('Use the Add New SPOC button to add one.')).toBeTruthy();
    cleanup();
    openList(ALL, () => ({ status: 400, body: { errorMessage: 'bad' } }));
    expect((await screen.findAllByText('Failed To Load SPOC List')).length).toBeGreaterThan(0);
    expect(screen.queryByText('No SPOCs found')).toBeNull();
  });
});

describe('the SPOC List on a phone', () => {
  it('shows each SPOC as a card at 390 px and passes axe', async () => {
    openList(ALL, answer([wireSpoc(41, 'Meera')]), {}, 390);
    const cards = await screen.findByRole('list', { name: 'SPOCs' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { name: 'Meera Iyer' })).toBeTruthy();
    expect(within(card).getByText('Offline Consults, Labs · Editor')).toBeTruthy();
    expect(within(card).getByRole('switch', { name: 'Active: Meera Iyer' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
