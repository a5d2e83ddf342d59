/** Sign-in and session ports, and core's sign-in flow. */
export const SessionTokens = {
  /** The observable CurrentSession, which is also the SessionStorePort the whole portal writes through. */
  currentSession: Symbol('CurrentSession'),
  authPort: Symbol('AuthPort'),
  profilePort: Symbol('ProfilePort'),
  passwordPort: Symbol('PasswordPort'),
  signIn: Symbol('SignIn'),
} as const;
