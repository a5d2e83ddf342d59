/**
 * One view-model per signed-in screen (transient: every mount gets a fresh one). The open pages'
 * view-models (login, forgot and reset password) come from ui/session-root.ts instead.
 */
export const ViewModelTokens = {
  sessionGate: Symbol('SessionGateViewModel'),
  shell: Symbol('ShellViewModel'),
} as const;
