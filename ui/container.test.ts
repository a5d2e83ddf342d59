// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LabDeskHttpAdapter } from '../adapters/http/lab-desk.http-adapter.ts';
import { ShellViewModel } from './components/shell/shell.view-model.ts';
import { buildContainer } from './container.ts';
import { AppTokens } from './di/app.di-tokens.ts';
import { HistoryTokens } from './di/history.di-tokens.ts';
import { LabDeskTokens } from './di/lab-desk.di-tokens.ts';
import { OrderTokens } from './di/order.di-tokens.ts';
import { CreateAppointmentViewModel } from './routes/create-appointment/create-appointment.view-model.ts';
import { SessionTokens } from './di/session.di-tokens.ts';
import { InsurerAppointmentsViewModel } from './routes/insurer-appointments/insurer-appointments.view-model.ts';
import { SessionGateViewModel } from './routes/guard/session-gate.view-model.ts';
import { LabDeskViewModel } from './routes/lab-desk/lab-desk.view-model.ts';
import { LoginViewModel } from './routes/login/login.view-model.ts';
import { ForgotPasswordViewModel } from './routes/password/forgot-password.view-model.ts';
import { ResetPasswordViewModel } from './routes/password/reset-password.view-model.ts';
import { RequestHistoryViewModel } from './routes/request-history/request-history.view-model.ts';

const screens = [
  [SessionTokens.loginViewModel, LoginViewModel],
  [SessionTokens.forgotPasswordViewModel, ForgotPasswordViewModel],
  [SessionTokens.resetPasswordViewModel, ResetPasswordViewModel],
  [SessionTokens.sessionGateViewModel, SessionGateViewModel],
  [AppTokens.shellViewModel, ShellViewModel],
  [LabDeskTokens.viewModel, LabDeskViewModel],
  [HistoryTokens.requestHistoryViewModel, RequestHistoryViewModel],
  [HistoryTokens.insurerAppointmentsViewModel, InsurerAppointmentsViewModel],
  [OrderTokens.createAppointmentViewModel, CreateAppointmentViewModel],
] as const;

describe('the composition root', () => {
  it.each(screens)('makes %s, a fresh one each time', async (token, type) => {
    const c = buildContainer();
    const [first, second] = [await c.getAsync(token), await c.getAsync(token)];
    expect(first).toBeInstanceOf(type);
    expect(second).toBeInstanceOf(type);
    expect(second).not.toBe(first);
  });

  it('shares one of each service: the session, the toasts, the clients and the ports behind the screens', async () => {
    const c = buildContainer();
    for (const token of [SessionTokens.currentSession, AppTokens.toastQueue, AppTokens.mainToaster, SessionTokens.authPort, AppTokens.fileSaver]) {
      expect(c.get(token)).toBe(c.get(token));
    }
    const port = await c.getAsync(LabDeskTokens.port);
    expect(port).toBeInstanceOf(LabDeskHttpAdapter);
    expect(await c.getAsync(LabDeskTokens.port)).toBe(port);
  });
});
