/** Services every screen may use: configuration, navigation, toasts, the clock, list state, files. */
export const AppTokens = {
  httpConfig: Symbol('HttpConfig'),
  navigator: Symbol('AppNavigator'),
  toastQueue: Symbol('ToastQueue'),
  /** Lists and sign-in: top-centre, 5 s. */
  mainToaster: Symbol('Toaster.topCentre'),
  /** Password screens: bottom-right, 3 s. */
  passwordToaster: Symbol('Toaster.bottomRight'),
  clock: Symbol('ClockPort'),
  viewState: Symbol('ViewStatePort'),
  fileSaver: Symbol('FileSaverPort'),
  tabOpener: Symbol('TabOpenerPort'),
  /** The shell around every signed-in screen (a fresh view-model per mount). */
  shellViewModel: Symbol('ShellViewModel'),
  /** View-models made ahead of their screen, adopted by its WithViewModel (view-model-prefetch.ts). */
  viewModelPrefetch: Symbol('ViewModelPrefetch'),
} as const;
