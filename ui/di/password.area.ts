/** The password pages' view-models: one chunk, loaded when /ForgotPassword or /ResetPassword opens (bound in session.bindings.ts). */
export { ForgotPasswordViewModel } from '../routes/password/forgot-password.view-model.ts';
export { ResetPasswordViewModel } from '../routes/password/reset-password.view-model.ts';
