import { createInterface } from 'node:readline';
import { input, password } from '@inquirer/prompts';
import type { CliEnv } from './cli-env.ts';
import { usageFailure } from './exit-codes.ts';

/**
 * The questions the CLI asks a person. Prompts write to stderr, so stdout carries only data.
 */
export interface Prompter {
  text(message: string): Promise<string>;
  secret(message: string): Promise<string>;
  /** Lets go of stdin, so the process can end once the command is done. */
  close(): void;
}

/** On a terminal: inquirer's prompts (the password masked). */
function inquirerPrompter(env: CliEnv): Prompter {
  const context = { input: env.stdin, output: env.stderr, clearPromptOnDone: false };
  return {
    text: (message) => input({ message, required: true }, context),
    secret: (message) => password({ message, mask: '*' }, context),
    close: () => undefined,
  };
}

/**
 * From a pipe: one answer a line, read when asked (so a script can send the code once it has it).
 * Stdin ending before an answer is a usage ending, not a prompt waiting forever.
 */
function linePrompter(env: CliEnv): Prompter {
  const lines = createInterface({ input: env.stdin, terminal: false });
  const queued: string[] = [];
  const waiting: { resolve(line: string): void; reject(e: Error): void }[] = [];
  let closed = false;
  lines.on('line', (line) => (waiting.length > 0 ? waiting.shift()!.resolve(line) : queued.push(line)));
  lines.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w.reject(usageFailure('stdin ended before every question was answered'));
  });
  const ask = (message: string) => {
    env.stderr.write(`${message}: `);
    if (queued.length > 0) return Promise.resolve(queued.shift()!);
    if (closed) return Promise.reject(usageFailure(`stdin ended before '${message}' was answered`));
    return new Promise<string>((resolve, reject) => waiting.push({ resolve, reject })).finally(() => env.stderr.write('\n'));
  };
  return { text: ask, secret: ask, close: () => lines.close() };
}

/** Inquirer on a terminal, plain lines from a pipe. */
export function prompterFor(env: CliEnv): Prompter {
  return env.stdin.isTTY ? inquirerPrompter(env) : linePrompter(env);
}
