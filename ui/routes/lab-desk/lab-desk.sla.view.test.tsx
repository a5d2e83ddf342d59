// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { seriousViolations } from '../../testing/axe.ts';
import { currentProfile, renderApp } from '../../testing/render-app.tsx';
import { sessionFor } from '../../testing/sessions.fixture.ts';

const session = sessionFor('dcadmin', { features: ['VIEW_LABS'] });
const HOUR = 3_600_000;

/** A Documents Pending row last changed 30 hours ago: past its 24-hour SLA. */
const row = {
  id: 10000101, employeeId: 'E-1', patientName: 'Patient 1', dob: '1990-05-01', gender: 'F', primaryEntityName: 'Acme Corp', addressLine1: '4 Residency Road',
  phone: '98450*****', orderItemProductIds: [501], packageName: 'Executive Health Check', testCategory: 'Health Checkup',
  fulfillmentDate: new Date(Date.now() - 48 * HOUR).toISOString(), visitType: 'Appointment', priorityId: 0, providerName: 'City Diagnostics Baner',
  contractId: 3104, statusID: 32, displayStatus: 'Attended', remarks: null, nextActions: [],
  createdOn: new Date(Date.now() - 80 * HOUR).toISOString(), modifiedOn: new Date(Date.now() - 30 * HOUR).toISOString(),
};

function openDesk(path: string, pastSlaCount: number) {
  return renderApp(
    path,
    {
      'GET /api/provider/ProfileDetails': currentProfile(session),
      'POST /api/medibuddyCentral/RequestDetails': () => ({ status: 200, body: { isSuccess: true, data: { requestDetails: [row], totalRecords: 14, pastSlaCount } } }),
    },
    { session, width: 1280 },
  );
}

afterEach(cleanup);

describe('SLA breach counts on the lab desk', () => {
  it('shows the tab\'s breach count beside its name, the banner, and the toggle on Documents Pending, and passes axe', async () => {
    const { api } = openDesk('/dcadmin/documents/pending', 3);
    expect(await screen.findByRole('heading', { name: 'Documents Pending 3 requests past their SLA' }, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByText(/Action Pending Since: 1 Day 6 Hours/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Priority Cases' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/medibuddyCentral/RequestDetails').at(-1)?.body).toMatchObject({ sourcePage: 3, fetchHighSLACases: true }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows no badge at 0, and neither badge nor toggle where nothing is owed', async () => {
    openDesk('/dcadmin/appointments', 0);
    expect(await screen.findByRole('heading', { name: 'New Appointments' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByTestId('past-sla')).toBeNull();
    cleanup();
    openDesk('/dcadmin/cases/settled', 0);
    expect(await screen.findByRole('heading', { name: 'Settled' }, { timeout: 20_000 })).toBeTruthy();
    await screen.findByText('Total: 14');
    expect(screen.queryByRole('button', { name: 'Priority Cases' })).toBeNull();
  });

  // Spec 1 §4 gives these tabs no SLA; the server still counts late rows on All Appointments.
  it.each([
    ['/dcadmin/appointments/all', 'All Appointments'],
    ['/dcadmin/documents/partialReceived', 'Partial documents'],
  ])('shows neither badge nor toggle on %s, whatever the server counts', async (path, heading) => {
    openDesk(path, 3);
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 20_000 })).toBeTruthy();
    await screen.findByText('Total: 14');
    expect(screen.queryByTestId('past-sla')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Priority Cases' })).toBeNull();
  });
});
