/** One view-model per screen (transient: every mount gets a fresh one). */
export const ViewModelTokens = {
  login: Symbol('LoginViewModel'),
  forgotPassword: Symbol('ForgotPasswordViewModel'),
  resetPassword: Symbol('ResetPasswordViewModel'),
  sessionGate: Symbol('SessionGateViewModel'),
  shell: Symbol('ShellViewModel'),
} as const;
