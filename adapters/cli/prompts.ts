import { input, password } from '@inquirer/prompts';
import type { CliEnv } from './cli-env.ts';

/**
 * The questions the CLI asks a person. Prompts write to stderr, so stdout carries only data; they
 * read stdin, so a script can answer them through a pipe.
 */
export interface Prompter {
  text(message: string): Promise<string>;
  secret(message: string): Promise<string>;
}

export function inquirerPrompter(env: CliEnv): Prompter {
  const context = { input: env.stdin, output: env.stderr, clearPromptOnDone: false };
  return {
    text: (message) => input({ message, required: true }, context),
    secret: (message) => password({ message, mask: '*' }, context),
  };
}
