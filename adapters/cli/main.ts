import { CommanderError } from 'commander';
import { processEnv, type CliEnv } from './cli-env.ts';
import { ExitCode } from './exit-codes.ts';
import { toFailure } from './failure.ts';
import { buildProgram } from './program.ts';
import { prompterFor } from './prompts.ts';

/**
 * The CLI's composition root: the real environment (files, streams, fetch), the inquirer prompts,
 * the command tree. Every ending becomes one exit code and at most one line on stderr, never a stack.
 */
async function main(argv: readonly string[]): Promise<number> {
  let env: CliEnv | undefined;
  const envFor = (server: string | undefined) => (env = processEnv(server));
  const program = buildProgram(envFor, prompterFor);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its message (or the help); only the code is left to choose.
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    // A prompt closed with Ctrl+C (or stdin ending) is the person stopping: a usage ending, quietly.
    if (error instanceof Error && (error.name === 'ExitPromptError' || error.name === 'AbortPromptError')) return ExitCode.usage;
    const failure = toFailure(error, env ?? processEnv(undefined));
    process.stderr.write(`hsp: ${failure.message}\n`);
    return failure.exitCode;
  }
}

process.exitCode = await main(process.argv.slice(2));
