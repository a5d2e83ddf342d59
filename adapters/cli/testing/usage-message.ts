import { expect } from 'vitest';
import { CliFailure, ExitCode } from '../exit-codes.ts';

/** The message of the usage ending (exit 2) that `run` must end with. */
export function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CliFailure);
    expect((error as CliFailure).exitCode).toBe(ExitCode.usage);
    return (error as CliFailure).message;
  }
  throw new Error('expected a usage ending');
}
