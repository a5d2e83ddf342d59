import { Command } from 'commander';
import type { CliEnv } from './cli-env.ts';
import { registerCases } from './commands/cases.ts';
import { registerExport } from './commands/export.ts';
import { registerLogin } from './commands/login.ts';
import type { Prompter } from './prompts.ts';

/**
 * The command tree. Commander never exits the process itself (exitOverride): main.ts turns every
 * ending into one exit code. The environment is built once the global --server flag is read.
 */
export function buildProgram(envFor: (server: string | undefined) => CliEnv, prompter: (e: CliEnv) => Prompter): Command {
  const program = new Command('hsp')
    .description('The health-services portal from a terminal: bulk exports and bulk case creation')
    .option('--server <url>', 'the API root of the server (env HSP_SERVER; default http://localhost:8080/api)')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  let env: CliEnv | undefined;
  const current = () => (env ??= envFor(program.opts<{ server?: string }>().server));
  registerLogin(program, current, prompter);
  registerExport(program, current);
  registerCases(program, current);
  // Every subcommand reports usage errors the same way as the root.
  for (const command of program.commands) {
    command.exitOverride();
    for (const sub of command.commands) sub.exitOverride();
  }
  return program;
}
