// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '../testing/axe.ts';
import { currentProfile, renderApp } from '../testing/render-app.tsx';
import { sessionFor } from '../testing/sessions.fixture.ts';

const dcadmin = sessionFor('dcadmin', { features: ['VIEW_LABS'] });

const signInHandlers = (verify: (otp: string) => { status: number; body: unknown }) => ({
  'POST /api/provider/Authenticate': () => ({
    status: 200,
    body: { isAuthenticated: false, isOtpNeeded: true, isSuccess: true, userId: 7, encryptedToken: 'challenge-1', otpSentOn: 'a***@example.in' },
  }),
  'POST /api/provider/verifyOTP': (r: { body: unknown }) => verify((r.body as { otp: string }).otp),
  'POST /api/medibuddyCentral/validServices': () => ({ status: 200, body: { isSuccess: true, data: { validServices: ['LABS'] } } }),
  'GET /api/provider/ProfileDetails': currentProfile(dcadmin),
});

const granted = {
  status: 200,
  body: { success: true, accessToken: 'token-dcadmin', userFeatureHash: 'hash', userDetails: dcadmin.user, hospDetails: dcadmin.hosp },
};

afterEach(cleanup);

describe('signing in', () => {
  it('keeps Login disabled until both fields are filled, asks for the code, then lands on the role appointments', async () => {
    const { api } = renderApp('/login', signInHandlers((otp) => (otp === '24680' ? granted : { status: 200, body: { success: false, error: 'Invalid_OTP' } })));
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(await seriousViolations()).toEqual([]);
    expect((login as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'dcadmin' } });
    expect((login as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo@1234' } });
    expect((login as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(login);

    const dialog = await screen.findByRole('dialog', { name: 'Enter the one-time code' });
    expect(within(dialog).getByText('We sent a 5-digit code to a***@example.in.')).toBeTruthy();
    expect(api.calls[0].body).toEqual({ userName: 'dcadmin', password: 'Demo@1234', applicationId: 10007 });
    expect(await seriousViolations()).toEqual([]);

    const verify = within(dialog).getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.paste(within(dialog).getByLabelText('Digit 1 of 5'), { clipboardData: { getData: () => '13579' } });
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);

    expect(await within(dialog).findByText('Invalid OTP')).toBeTruthy();
    expect(await screen.findByText('Authentification Failed')).toBeTruthy();
    expect(verify.disabled).toBe(true);

    fireEvent.paste(within(dialog).getByLabelText('Digit 1 of 5'), { clipboardData: { getData: () => '24680' } });
    expect(within(dialog).queryByText('Invalid OTP')).toBeNull();
    fireEvent.click(verify);

    expect(await screen.findByRole('heading', { name: 'New Appointments' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dcadmin/appointments');
    expect(await screen.findByText('Logged in Successfully.')).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBe('token-dcadmin');
    expect(localStorage.getItem('serviceSelected')).toBe('LABS');
    const verifyCall = api.calls.find((c) => c.path === '/api/provider/verifyOTP' && (c.body as { otp: string }).otp === '24680');
    expect(verifyCall?.body).toEqual({ otp: '24680', applicationId: 10007, userId: 7, encryptedToken: 'challenge-1' });
    const validServices = api.calls.find((c) => c.path === '/api/medibuddyCentral/validServices');
    expect(validServices?.headers.get('accesstoken')).toBe('token-dcadmin');
  });

  it('toasts a refused sign-in in the spec words', async () => {
    renderApp('/login', {
      'POST /api/provider/Authenticate': () => ({
        status: 200,
        body: { isAuthenticated: false, isOtpNeeded: false, isSuccess: false, errorMessage: 'Invalid_Username_or_Password' },
      }),
    });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'dcadmin' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Authentification Failed: Invalid Username or Password')).toBeTruthy();
  });

  it("says 'Session is expired, Login again to continue' after an expired session", async () => {
    renderApp('/login', {}, { expired: true });
    expect(await screen.findByText('Session is expired, Login again to continue')).toBeTruthy();
  });

  it('hands over an older portal session from /login/:token/:id', async () => {
    const { api } = renderApp(
      '/login/legacy-token/100',
      {
        'POST /api/provider/Authenticate': () => ({
          status: 200,
          body: { isAuthenticated: true, isOtpNeeded: false, isSuccess: true, accessToken: 'token-dcadmin', userFeatureHash: 'hash', userDetails: dcadmin.user, hospDetails: dcadmin.hosp },
        }),
        'POST /api/medibuddyCentral/validServices': () => ({ status: 200, body: { isSuccess: true, data: { validServices: ['LABS'] } } }),
        'GET /api/provider/ProfileDetails': currentProfile(dcadmin),
      },
      { session: sessionFor('insureradmin') },
    );
    expect(await screen.findByRole('heading', { name: 'New Appointments' })).toBeTruthy();
    expect(api.calls[0].body).toEqual({ accessToken: 'legacy-token', fromOldPortal: true, providerId: 100, applicationId: 10007 });
  });

  it('returns to the page the guard sent the user away from', async () => {
    renderApp(
      '/dcadmin/cases/settled',
      signInHandlers(() => granted),
    );
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'dcadmin' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo@1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.paste(within(dialog).getByLabelText('Digit 1 of 5'), { clipboardData: { getData: () => '11111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Settled' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/dcadmin/cases/settled'));
  });
});
