/**
 * The CLI's exit codes, one per kind of ending, so a script can tell a refused file (fix the
 * file) from a dead session (log in again) from a broken server (try later).
 */
export const ExitCode = {
  ok: 0,
  /** The server refused the input: a workbook with bad rows, a search it cannot run. */
  refused: 1,
  /** The command line itself is wrong (commander's errors, a bad flag value). */
  usage: 2,
  /** No stored session, or the server says it is no longer valid (401 / Invalid Access Token). */
  auth: 3,
  /** The server failed (5xx) or could not be reached. */
  server: 4,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** An ending the CLI expected: one line for stderr and the exit code that goes with it. */
export class CliFailure extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}

export const usageFailure = (message: string) => new CliFailure(ExitCode.usage, message);
export const refusedFailure = (message: string) => new CliFailure(ExitCode.refused, message);
export const authFailure = (message = 'Not signed in, or the session has expired: run `npm run cli -- login`') => new CliFailure(ExitCode.auth, message);
export const serverFailure = (message: string) => new CliFailure(ExitCode.server, message);
