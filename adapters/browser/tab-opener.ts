/** Opens a link in a new browser tab (signed file URLs, spec 1 §7 downloadFile "opened in a new tab"). */
export interface TabOpener {
  open(url: string): void;
}

/** window.open with noopener, so the opened file cannot reach back into the portal. */
export class BrowserTabOpener implements TabOpener {
  constructor(private readonly win: Pick<Window, 'open'> = globalThis.window) {}

  open(url: string): void {
    this.win.open(url, '_blank', 'noopener');
  }
}
