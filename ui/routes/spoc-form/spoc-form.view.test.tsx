// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SPOC_ROLES } from '../../../core/spoc/spoc-roles.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { seriousViolations } from '../../testing/axe.ts';
import { currentProfile, renderApp } from '../../testing/render-app.tsx';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { wireSpoc } from '../spoc-list/spoc-wire.fixture.ts';

const ALL = ['VIEW_OFFLINE', 'VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS'];
const idOf = (name: string) => SPOC_ROLES.find((r) => r.name === name)!.id;

function openForm(path: string, extra: Record<string, FakeHandler> = {}, width = 1280) {
  const session = sessionFor('dcadmin', { features: ALL, services: ['OFFLINE_CONSULTS'], userName: 'clinic.admin' });
  return renderApp(
    path,
    {
      'GET /api/provider/ProfileDetails': currentProfile(session),
      'GET /api/provider/getRoles': () => ({ status: 200, body: { isSuccess: true, roles: SPOC_ROLES } }),
      'POST /api/provider/getSpocList': () => ({ status: 200, body: { isSuccess: true, users: [], count: 0 } }),
      ...extra,
    },
    { session, width },
  );
}

const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
function pick(name: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  // A multi-select stays open after a pick; Escape closes it as a keyboard user would.
  const open = screen.queryByRole('listbox');
  if (open) fireEvent.keyDown(open, { key: 'Escape' });
}

afterEach(cleanup);

describe('Add New SPOC', () => {
  it('names the new SPOC, says Mandatory Information for every missing field, and passes axe', async () => {
    openForm('/SPOC/SPOCManagements');
    expect(await screen.findByRole('heading', { level: 1, name: 'New SPOC' })).toBeTruthy();
    expect(screen.getByText('SPOC ID generated will show here')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'SPOC List' })).toBeTruthy();
    expect(within(crumbs).getByText('Add New SPOC')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Mandatory Information')).length).toBe(6);
    type(/First Name/, 'Asha1');
    type(/Phone Number/, '98765');
    expect(screen.getByText("Only A-Z, a-z, '.' and spaces are allowed.")).toBeTruthy();
    expect(screen.getByText('Invalid Phone number.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'InClinic' }));
    expect(screen.getByText('Please select Access level first')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('creates a SPOC from the form and returns to the list with the saved message', async () => {
    const { api } = openForm('/SPOC/SPOCManagements', { 'POST /api/provider/CreateUser': () => ({ status: 200, body: { isSuccess: true, success: true, userId: 77 } }) });
    await screen.findByRole('heading', { level: 1, name: 'New SPOC' });
    type(/First Name/, 'Asha');
    type(/Last Name/, 'Rao');
    type(/Email/, 'asha@clinic.example');
    type(/Phone Number/, '9876543210');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as contact number?' }));
    expect((screen.getByRole('textbox', { name: /WhatsApp Number/ }) as HTMLInputElement).value).toBe('9876543210');
    pick(/Access Level/, 'Admin');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Labs' }));
    pick(/Labs Specialities/, 'Pathology');
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Appointments' }));
    expect((screen.getByRole('checkbox', { name: 'Appointments: SMS' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Appointments: SMS' }));
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SPOC Profile Saved Successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'SPOC List' })).toBeTruthy();
    const body = api.calls.find((c) => c.path === '/api/provider/CreateUser')?.body;
    expect(body).toEqual({
      applicationId: 10007, firstName: 'Asha', lastName: 'Rao', email: 'asha@clinic.example', phoneNumber: '9876543210', providerMasterEntityId: null, entityId: 100,
      isEmailVerified: false, isPhoneVerified: false, autoGenerateUsername: true, userRoles: [idOf('admin'), idOf('labs/Pathology/*/admin')], whatsappno: '9876543210',
      ignoreAliasConfig: true, getSpocUpdate: { Email: false, SMS: false, Whatsapp: false }, getDoctorUpdate: { Email: false, SMS: false, Whatsapp: false },
      getOrderUpdate: { Email: true, SMS: false, Whatsapp: true },
    });
  });

  it('says User Already Present when the server has the user', async () => {
    openForm('/SPOC/SPOCManagements', { 'POST /api/provider/CreateUser': () => ({ status: 409, body: { errorMessage: 'User_Already_Present', error: 'User_Already_Present' } }) });
    await screen.findByRole('heading', { level: 1, name: 'New SPOC' });
    type(/First Name/, 'Asha');
    type(/Last Name/, 'Rao');
    type(/Email/, 'asha@clinic.example');
    pick(/Access Level/, 'Viewer');
    fireEvent.click(screen.getByRole('checkbox', { name: 'InClinic' }));
    pick(/InClinic Specialities/, 'Dermatologist');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Already Present')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'New SPOC' })).toBeTruthy();
  });
});

describe('what the form offers', () => {
  it('offers only the services and access levels the admin may grant, as getRoles marks them', async () => {
    // An offline-consult editor's view of the catalogue: ofc roles at editor or viewer.
    const marked = SPOC_ROLES.map((r) => ({ ...r, grantable: !r.name.startsWith('labs/') && !r.name.endsWith('admin') }));
    openForm('/SPOC/SPOCManagements', { 'GET /api/provider/getRoles': () => ({ status: 200, body: { isSuccess: true, roles: marked } }) });
    expect(await screen.findByRole('checkbox', { name: 'InClinic' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Labs' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Access Level/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Editor', 'Viewer']);
  });
});

describe('Edit SPOC on a tablet', () => {
  it('reads the SPOC back at 768 px, toggles its status, and Close returns to the list', async () => {
    const { api } = openForm(
      '/SPOC/SPOCManagements?id=41&userName=meera.iyer',
      {
        'GET /api/provider/getSPOCDetails': () => ({ status: 200, body: { isSuccess: true, data: wireSpoc(41, 'Meera') } }),
        'POST /api/provider/updateSpocStatus': () => ({ status: 200, body: { isSuccess: true } }),
      },
      768,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeTruthy();
    expect(screen.getByText('SPOC ID: 41')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText('Edit SPOC')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('meera@clinic.example');
    expect(screen.getByRole('combobox', { name: /Access Level/ }).textContent).toBe('Editor');
    expect((screen.getByRole('checkbox', { name: 'Manage Doctors: Email' }) as HTMLInputElement).checked).toBe(true);
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: /Profile Status: Active/ }));
    expect(await screen.findByRole('switch', { name: /Profile Status: Deactive/ })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/provider/updateSpocStatus')?.body).toMatchObject({ active: false, userId: 41, userName: 'meera.iyer' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SPOC List' })).toBeTruthy();
  });
});
