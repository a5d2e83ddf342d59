/** Sign-in and session: ports, core's sign-in flow, and the view-models of the open pages and the session gate. */
export const SessionTokens = {
  /** The observable CurrentSession, which is also the SessionStorePort the whole portal writes through. */
  currentSession: Symbol('CurrentSession'),
  authPort: Symbol('AuthPort'),
  profilePort: Symbol('ProfilePort'),
  passwordPort: Symbol('PasswordPort'),
  /** GetChildEntityRelation, for the shell's corporate picker. */
  childEntitiesPort: Symbol('ChildEntitiesPort'),
  /** Core's sign-in flow, a fresh one for each login page. */
  signIn: Symbol('SignIn'),
  /** The language switch of the login page and the profile menu; one for the page, so both agree. */
  languageSwitch: Symbol('LanguageSwitch'),
  loginViewModel: Symbol('LoginViewModel'),
  forgotPasswordViewModel: Symbol('ForgotPasswordViewModel'),
  resetPasswordViewModel: Symbol('ResetPasswordViewModel'),
  sessionGateViewModel: Symbol('SessionGateViewModel'),
  /** What the login page loads ahead: the signed-in chunks on Verify, the landing screen and its list on the answer. */
  signInPrefetch: Symbol('SignInPrefetch'),
} as const;
