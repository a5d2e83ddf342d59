/** Application-wide services the composition root provides (ui/container.ts). */
export const AppTokens = {
  httpConfig: Symbol('HttpConfig'),
  fetch: Symbol('fetch'),
  navigator: Symbol('AppNavigator'),
  toastQueue: Symbol('ToastQueue'),
  mainToaster: Symbol('Toaster.topCentre'),
  passwordToaster: Symbol('Toaster.bottomRight'),
  clock: Symbol('ClockPort'),
  viewState: Symbol('ViewStatePort'),
} as const;
