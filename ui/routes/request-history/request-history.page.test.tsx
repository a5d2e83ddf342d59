// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '../../testing/axe.ts';
import { currentProfile, renderApp } from '../../testing/render-app.tsx';
import { sessionFor } from '../../testing/sessions.fixture.ts';

const wireHistory = {
  isSuccess: true,
  requestHistory: {
    requestId: 10000769,
    additionalInformation: {
      visitType: 'Home_Visit', providerId: 102, providerName: 'Apollo Diagnostics - Andheri', patientName: 'Bhavana Gupta', gender: 'F', dob: '0001-01-01',
      contactNo: '73040*****', productType: 9782, isPaid: false, maid: 'MA1', testCategory: 'PPMC', sourceType: 'PPMC', fileSourceId: 1000042,
      clientLocation: 'Mumbai HQ', additionals: { ProposalNumber: 'PRP1', DND: true, DNDCustomer: true },
    },
    statusHistory: [
      { statusId: 22, status: 'Appointment Created', date: '2026-11-20T04:00:00.000Z', remarks: null, requestCreatedBy: 'EDW File', attachments: null, correspondences: [] },
      { statusId: 37, status: 'Report Uploaded', date: '2026-11-22T06:00:00.000Z', remarks: 'Reports uploaded', requestCreatedBy: 'Ravi Kumar', attachments: { bills: { b1: 'Invoice.pdf' } }, correspondences: [] },
    ],
    primaryContactNo: '73040*****',
  },
};
const messages = {
  isSuccess: true,
  communicationDetails: [
    { id: 9, communicationSentDate: '2026-11-22T06:00:01.000Z', isDelivered: true, currentStatus: 'Logged', communicationTypeValue: 'Email', reciever: 'b@mail.test', body: null, messageId: '9', status: 'Report Uploaded', statusId: 37 },
  ],
};

afterEach(cleanup);

describe('the request history page in the portal', () => {
  it('shows an insurer the recorded story with the DND badge, the cards and the messages, and passes axe', async () => {
    const session = sessionFor('insureradmin');
    const { api } = renderApp('/insureradmin/appointments/10000769/history', {
      'GET /api/provider/ProfileDetails': currentProfile(session),
      'POST /api/insurance/showHistory': () => ({ status: 200, body: wireHistory }),
      'POST /api/insurance/communicationHistory': () => ({ status: 200, body: messages }),
      'POST /api/insurance/resendRecipients': () => ({ status: 200, body: { isSuccess: true, recipients: [
        { recipientId: 'email', display: 'b@mail.test', source: 'customer' }, { recipientId: 'sent-4', display: 'old@mail.test', source: 'earlier' }] } }),
      'POST /api/insurance/resendMailSMS': () => ({ status: 429, body: { isSuccess: false, errorMessage: 'Resend limit reached: at most 5 resends of a request an hour. Try again in 12 min' } }),
    }, { session });
    expect(await screen.findByRole('heading', { name: 'Request 10000769' }, { timeout: 20_000 })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/insurance/showHistory')?.body).toEqual({ requestId: 10000769 });
    expect(screen.getByText('DO NOT DISTURB')).toBeTruthy();
    expect(screen.getByText('PPMC | EDW File')).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Request 10000769', 'Customer Details', 'Appointment Details', 'Home Visit Details', 'Client Onsite Location', 'Additional Info', 'Status History',
    ]);
    const timeline = screen.getByRole('list', { name: 'Status history' });
    expect(within(timeline).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Appointment Created', 'Report Uploaded']);
    expect(within(timeline).getAllByTestId('status-remarks').map((r) => r.textContent)).toEqual(['Remarks: No Remarks', 'Remarks: Reports uploaded']);
    expect(within(timeline).getAllByText('No correspondence recorded for this status')).toHaveLength(2);
    expect(within(timeline).getByRole('button', { name: 'Download bill Invoice.pdf' })).toBeTruthy();
    expect(screen.getByText('NA')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: 'Email: 1 message, open communication history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Communication History' });
    expect(await within(dialog).findByText('To: b@mail.test')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    const resend = await screen.findByRole('dialog', { name: 'Resend Email' });
    fireEvent.click(await within(resend).findByRole('radio', { name: 'old@mail.test (earlier recipient)' }));
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(within(resend).getByRole('button', { name: 'Send' }));
    expect((await within(resend).findByRole('alert')).textContent).toBe('Resend limit reached: at most 5 resends of a request an hour. Try again in 12 min');
    expect(api.calls.find((c) => c.path === '/api/insurance/resendRecipients')?.body).toEqual({ requestId: 10000769, emailAuditLogId: 9 });
    expect(api.calls.find((c) => c.path === '/api/insurance/resendMailSMS')?.body).toEqual({
      contractId: 9782, requestId: 10000769, statusId: 37, emailAuditLogId: 9, recipientId: 'sent-4',
    });
  });

  it('goes to the insurer admin appointments when the history cannot be loaded', async () => {
    const session = sessionFor('insureradmin');
    renderApp('/insureradmin/appointments/10000769/history', {
      'GET /api/provider/ProfileDetails': currentProfile(session),
      'POST /api/insurance/showHistory': () => ({ status: 403, body: { isSuccess: false, errorMessage: 'You are not Authorized for this action' } }),
      'POST /api/insurance/appointments/': () => ({ status: 200, body: { isSuccess: true, activerequests: { appointmentList: [], totalActiveRequest: 0, isSuccess: true } } }),
    }, { session });
    await waitFor(() => expect(window.location.pathname).toBe('/insureradmin/appointments'), { timeout: 20_000 });
    expect(await screen.findByRole('heading', { name: 'All Appointments' }, { timeout: 20_000 })).toBeTruthy();
  });
});
