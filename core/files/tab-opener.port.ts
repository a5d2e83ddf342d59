/**
 * Opens a link beside the portal, without leaving it: a short-lived signed file URL, which spec 1 §7
 * (downloadFile) says is "opened in a new tab".
 */
export interface TabOpenerPort {
  open(url: string): void;
}
