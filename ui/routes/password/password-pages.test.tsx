// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { seriousViolations } from '../../testing/axe.ts';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(cleanup);

describe('forgot password', () => {
  it('asks for a username, sends the link, says where it went and returns to /login', async () => {
    const { api } = renderApp('/forgotPassword', {
      'POST /api/provider/forgotPassword': () => ({ status: 200, body: { isSuccess: true, userName: 'dcadmin', emailId: 'a***@example.in' } }),
    });
    const send = await screen.findByRole('button', { name: 'Send reset link' }, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(send);
    expect(await screen.findByText('Please enter your username for which you want to reset password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'dcadmin' } });
    fireEvent.click(send);
    expect(await screen.findByText('Password Reset Link has be sent to the registered Email Id a***@example.in')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ username: 'dcadmin' });
  });

  it('treats a username of only spaces as empty and sends nothing', async () => {
    const { api } = renderApp('/forgotPassword', {
      'POST /api/provider/forgotPassword': () => ({ status: 200, body: { isSuccess: true, userName: '', emailId: '' } }),
    });
    fireEvent.change(await screen.findByLabelText(/Username/, undefined, { timeout: 5000 }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your username for which you want to reset password.')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/forgotPassword'))).toEqual([]);
  });

  it('says the link went to the registered address when the server names none, as it does for every name', async () => {
    renderApp('/ForgotPassword', {
      'POST /api/provider/forgotPassword': () => ({ status: 200, body: { isSuccess: true, userName: 'maybe.someone', emailId: '' } }),
    });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'maybe.someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password Reset Link has be sent to the registered Email Id')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it("shows the server's error, or the missing-user message when no user came back", async () => {
    renderApp('/ForgotPassword', {
      'POST /api/provider/forgotPassword': () => ({ status: 404, body: { isSuccess: false, errorMessage: 'No such user' } }),
    });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'ghost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('No such user')).toBeTruthy();
    cleanup();
    renderApp('/ForgotPassword', { 'POST /api/provider/forgotPassword': () => ({ status: 200, body: { isSuccess: true, userName: '', emailId: '' } }) });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'ghost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('An error occurred while sending the reset link. Please try again.')).toBeTruthy();
  });
});

describe('reset password', () => {
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('checks the rules in order, keeps submit disabled while they fail, and resets with the token', async () => {
    const { api } = renderApp('/ResetPassword?resettoken=link-123', {
      'POST /api/password/MarketPlaceLogon/ResetPassword': () => ({ status: 200, body: { isSuccess: true } }),
    });
    const submit = (await screen.findByRole('button', { name: 'Reset password' }, { timeout: 5000 })) as HTMLButtonElement;
    expect(await seriousViolations()).toEqual([]);
    type(/^New password/, 'short');
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeTruthy();
    type(/^New password/, 'abcdefgh');
    expect(screen.getByText('Password must contain at least one uppercase letter.')).toBeTruthy();
    type(/^New password/, 'Abcdefgh');
    expect(screen.getByText('Password must contain at least one number.')).toBeTruthy();
    type(/^New password/, 'Abcdefg1');
    expect(screen.getByText('Password must contain at least one special character (!@#$%&*?).')).toBeTruthy();
    type(/^New password/, 'Abcdefg1!');
    type(/^Confirm password/, 'Abcdefg1');
    expect(screen.getByText('Password is not matching with confirm password')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    type(/^Confirm password/, 'Abcdefg1!');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Password Reset Successfully Please Login')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ newPassword: 'Abcdefg1!', retypePassword: 'Abcdefg1!', appID: 10007, resetToken: 'link-123' });
  });

  it("says 'Something Went wrong' when the link is refused", async () => {
    renderApp('/ResetPassword?resettoken=spent', {
      'POST /api/password/MarketPlaceLogon/ResetPassword': () => ({ status: 400, body: { isSuccess: false, errorMessage: 'resetToken' } }),
    });
    await screen.findByRole('button', { name: 'Reset password' });
    type(/^New password/, 'Abcdefg1!');
    type(/^Confirm password/, 'Abcdefg1!');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Something Went wrong')).toBeTruthy();
  });
});
