import type { TabOpenerPort } from '../../core/files/tab-opener.port.ts';

/** TabOpenerPort as window.open with noopener, so the opened file cannot reach back into the portal. */
export class BrowserTabOpener implements TabOpenerPort {
  constructor(private readonly win: Pick<Window, 'open'> = globalThis.window) {}

  open(url: string): void {
    this.win.open(url, '_blank', 'noopener');
  }
}
