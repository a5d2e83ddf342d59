// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '../../testing/axe.ts';
import { currentProfile, renderApp } from '../../testing/render-app.tsx';
import { ALL_OFFLINE_FEATURES, sessionFor } from '../../testing/sessions.fixture.ts';
import { i18n } from '../../i18n/i18n.ts';

const session = sessionFor('dcadmin', { features: ALL_OFFLINE_FEATURES, services: ['OFFLINE_CONSULTS'] });
const HOUR = 3_600_000;

/** A booked consult whose appointment was 6 hours ago: past its 4-hour SLA. */
const lateRow = (id: number) => ({
  id, employeeId: `E-${id}`, patientName: `Patient ${id}`, dob: '1990-05-01', gender: 'F', primaryEntityName: 'Acme Corp', addressLine1: '4 Residency Road',
  phone: '98450*****', orderItemProductIds: [701], packageName: 'General Physician Consult', fulfillmentDate: new Date(Date.now() - 6 * HOUR).toISOString(),
  priorityId: 0, providerName: 'Lotus Family Clinic', currentProvider: 101, doctorName: 'Meera Iyer', doctorId: 301, contractId: 3104, statusID: 23,
  displayStatus: 'Confirmed by Medical Center', remarks: null, nextActions: [{ action: 'Attended', label: 'Mark Attended', disabledReason: null }],
  createdOn: new Date(Date.now() - 30 * HOUR).toISOString(), modifiedOn: new Date(Date.now() - 20 * HOUR).toISOString(),
});

function openDesk(path: string) {
  return renderApp(
    path,
    {
      'GET /api/provider/ProfileDetails': currentProfile(session),
      'POST /api/medibuddyCentral/RequestDetails': () => ({ status: 200, body: { isSuccess: true, data: { requestDetails: [lateRow(2101)], totalRecords: 1, pastSlaCount: 1 } } }),
      'POST /api/medibuddyCentral/offlineTabCounts': () => ({
        status: 200,
        body: {
          isSuccess: true,
          tabs: [{ sourcePage: 1, count: 140, pastSla: 9 }, { sourcePage: 2, count: 4, pastSla: 0 }, { sourcePage: 3, count: 12, pastSla: 3 }, { sourcePage: 5, count: 2, pastSla: 0 }],
          subTabs: [{ subPage: 'ALL_CONFIRMED', count: 12, pastSla: 3 }, { subPage: 'ATTENDANCE_PENDING', count: 3, pastSla: 3 }, { subPage: 'NOT_ATTENDED', count: 1, pastSla: 0 }],
        },
      }),
    },
    { session, width: 1280 },
  );
}

const lastListBody = (api: { calls: { path: string; body: unknown }[] }) =>
  api.calls.filter((c) => c.path === '/api/medibuddyCentral/RequestDetails').at(-1)?.body as Record<string, unknown>;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('SLA breach counts on the offline desk', () => {
  it('shows "N past SLA" beside the counters above 0 only, named for screen readers, and passes axe', async () => {
    openDesk('/offlineConsults/confirmed');
    const tabs = await screen.findByRole('tablist', { name: 'Offline consult tabs' }, { timeout: 20_000 });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Confirmed (12) 3 requests past their SLA' })).toBeTruthy());
    expect(within(tabs).getByRole('tab', { name: 'All Appointments (140) 9 requests past their SLA' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Upcoming (04)' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Cancelled (02)' })).toBeTruthy();
    expect(within(tabs).getAllByTestId('past-sla').map((b) => b.textContent?.startsWith('9 past SLA') || b.textContent?.startsWith('3 past SLA'))).toEqual([true, true]);
    const subTabs = screen.getByRole('tablist', { name: 'Confirmed sub-tabs' });
    expect(within(subTabs).getByRole('tab', { name: 'Attendance Pending (03) 3 requests past their SLA' })).toBeTruthy();
    expect(within(subTabs).getByRole('tab', { name: 'Not Attended (01)' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows only the past-SLA consults with Priority Cases, and offers no toggle where nothing is owed', async () => {
    const { api } = openDesk('/offlineConsults/confirmed');
    fireEvent.click(await screen.findByRole('button', { name: 'Priority Cases' }, { timeout: 20_000 }));
    await waitFor(() => expect(lastListBody(api)).toMatchObject({ sourcePage: 3, subPage: 'ALL_CONFIRMED', fetchHighSLACases: true, pageNumber: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Total Cases' }));
    await waitFor(() => expect(lastListBody(api)).toMatchObject({ fetchHighSLACases: false }));
    fireEvent.click(screen.getByRole('tab', { name: 'Not Attended (01)' }));
    await waitFor(() => expect(lastListBody(api)).toMatchObject({ subPage: 'NOT_ATTENDED' }));
    expect(screen.queryByRole('button', { name: 'Priority Cases' })).toBeNull();
  });

  it('reads the badge and the toggle in Hindi', async () => {
    await i18n.changeLanguage('hi');
    openDesk('/offlineConsults/confirmed');
    await waitFor(() => expect(screen.getAllByTestId('past-sla').length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(screen.getAllByText('3 SLA से बाहर').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('tab', { name: /3 अनुरोध अपनी SLA समय-सीमा पार कर चुके हैं/ }).length).toBe(3);
    expect(screen.getByRole('button', { name: 'प्राथमिकता वाले केस' })).toBeTruthy();
  });
});
