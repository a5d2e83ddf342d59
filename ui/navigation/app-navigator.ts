/** How a view-model asks to move: a path, optionally replacing history and carrying state. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFn = (to: string, options?: NavigateOptions) => void;

/**
 * Moves the user between routes from outside React (view-models, the HTTP middleware). The router
 * attaches itself at start-up; before that (or in a test without a router) it falls back to a
 * full page load.
 */
export class AppNavigator {
  private navigate: NavigateFn | undefined;

  attach(navigate: NavigateFn): void {
    this.navigate = navigate;
  }

  go(to: string, options?: NavigateOptions): void {
    if (this.navigate) this.navigate(to, options);
    else globalThis.location?.assign(to);
  }
}
