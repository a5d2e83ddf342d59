// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleName } from '../../../core/session/roles.ts';
import { seriousViolations } from '../../testing/axe.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { currentProfile, renderApp } from '../../testing/render-app.tsx';
import { sessionFor } from '../../testing/sessions.fixture.ts';

const wireRow = (id: number, dnd: boolean) => ({
  customerDetails: { requestID: id, empId: `EMP${id}`, email: `c${id}@mail.test`, phonePrimary: dnd ? '98765*****' : '9876512345', name: `Customer ${id}`, corporateName: 'Ganga Textiles' },
  appointmentDetails: { productName: 'PPMC Level 1', fulfillmentDate: '2026-11-22T04:00:00.000Z', createdDate: '2026-11-20T02:31:44.000Z', additionals: { DND: dnd, DNDCustomer: dnd } },
  labeling: { currentStatusId: 37, currentStatusText: 'Report Uploaded', formattedfulfillmentDate: 'Nov 22 2026, 09:30 AM', createdOn: 'Nov 20 2026, 08:01 AM' },
});

const list: FakeHandler = () => ({
  status: 200,
  body: { isSuccess: true, activerequests: { appointmentList: [wireRow(10000769, true), wireRow(10000770, false)], totalActiveRequest: 2, isSuccess: true } },
});

function open(role: RoleName, path: string, handler: FakeHandler = list, width = 1280) {
  const session = sessionFor(role);
  return renderApp(path, { 'GET /api/provider/ProfileDetails': currentProfile(session), 'POST /api/insurance/appointments/': handler }, { session, width });
}

afterEach(cleanup);

describe('the insurer All Appointments screen', () => {
  it('lists the insurer columns with insurer labels and masked DND numbers, sorts on the server and passes axe', async () => {
    const { api } = open('insureradmin', '/insureradmin/appointments');
    const table = await screen.findByRole('table', { name: 'All Appointments list' }, { timeout: 20_000 });
    await within(table).findByText('Customer 10000769');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Request Id / Employee Id', 'Customer Name / Corporate Name', 'Email / Contact No.', 'Status', 'Package Details', 'Appointment Date & Time', 'Created On',
    ]);
    expect(within(table).getAllByTestId('contact-number').map((c) => c.textContent)).toEqual(['98765*****', '9876512345']);
    expect(within(table).getAllByLabelText('Do not disturb')).toHaveLength(1);
    expect(within(table).getAllByText('Report Uploaded')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Request 10000769, open its history' }).getAttribute('href')).toBe('/insureradmin/appointments/10000769/history');
    expect(screen.getByText('Total: 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Reports' })).toBeNull();
    expect(api.calls.at(-1)?.body).toMatchObject({ sortDetails: { sortByField: 'FulfillmentDate', isDescending: true }, fetchByDate: true, isExportData: false });
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(within(table).getByRole('button', { name: 'Created On' }));
    await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ sortDetails: { sortByField: 'CreatedDate', isDescending: true } }));
  });

  it('runs the top-bar search from the address, whatever the date', async () => {
    const { api } = open('insurerbranch', '/insurerbranch/appointments?searchBy=requestOrEsalesId&search=10000769');
    expect(await screen.findByText('Search: Request/Esales Id: 10000769', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ requestID: 10000769, fetchByDate: false, roleId: 9214 }));
  });

  it("shows the server's message with the logout advice when the list fails", async () => {
    open('insurercallCentre', '/insurercallCentre/appointments', () => ({ status: 400, body: { isSuccess: false, errorMessage: 'body/corporateIDs is invalid' } }));
    expect(await screen.findByText('body/corporateIDs is invalid Please Logout and try again !', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('gives mareport the Download Reports dialog on a desktop', async () => {
    open('mareport', '/mareport/appointments');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Reports' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Reports' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Contract is required');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows expandable cards at 768 px, and Download Reports to the insurer admin there', async () => {
    open('insureradmin', '/insureradmin/appointments', list, 768);
    const cards = await screen.findByRole('list', { name: 'All Appointments list' }, { timeout: 20_000 });
    const card = await within(cards).findByRole('listitem', { name: 'Request 10000769' });
    fireEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByText('98765*****')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Reports' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
