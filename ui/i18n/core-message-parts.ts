/**
 * Core writes some messages as a server's text followed by its own fixed advice ("Invalid Access
 * Token Please Logout and try again !"). Keyed by whole English text they would never match, so
 * each part is looked up on its own and the two are joined again.
 */
export function translateWithTail(translateCore: (english: string) => string, message: string, tail: string): string {
  if (message === tail || !message.endsWith(` ${tail}`)) return translateCore(message);
  return `${translateCore(message.slice(0, -tail.length - 1))} ${translateCore(tail)}`;
}
