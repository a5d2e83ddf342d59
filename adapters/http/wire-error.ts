/** The people-readable text of a refused call's body ({errorMessage} or {error}), if any. */
export function wireErrorText(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() === '' ? null : body;
  if (body && typeof body === 'object') {
    const b = body as { errorMessage?: unknown; error?: unknown };
    if (typeof b.errorMessage === 'string' && b.errorMessage !== '') return b.errorMessage;
    if (typeof b.error === 'string' && b.error !== '') return b.error;
  }
  return null;
}

/** A server fault or an unreadable answer: callers treat it like a network failure. */
export class ServerFault extends Error {
  constructor(readonly status: number) {
    super(`server answered ${status}`);
    this.name = 'ServerFault';
  }
}

/** Throws for 5xx answers, so "the server broke" never reads as "the server refused". */
export function throwOnServerFault(response: Response): void {
  if (response.status >= 500) throw new ServerFault(response.status);
}

/**
 * Throws for 5xx answers that give no reason. A 5xx that names one is left to the caller's
 * refusal, for the lists whose error shows the server's words (spec 1 §8: the insurer list's
 * '{server message} Please Logout and try again !', whatever the status that carried it).
 */
export function throwOnSilentServerFault(result: { error?: unknown; response: Response }): void {
  if (result.response.status >= 500 && wireErrorText(result.error) === null) throw new ServerFault(result.response.status);
}
