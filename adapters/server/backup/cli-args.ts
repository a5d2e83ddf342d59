import { BackupError } from './backup-layout.ts';

/** The folder after `flag` (`--out dir` or `--out=dir`); missing, a BackupError naming the usage. */
export function folderArgument(flag: string, argv: readonly string[] = process.argv.slice(2)): string {
  const at = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  const value = at < 0 ? undefined : argv[at].includes('=') ? argv[at].slice(flag.length + 1) : argv[at + 1];
  if (!value) throw new BackupError(`usage: ${flag} <folder>`);
  return value;
}

/** Every failure is one line the operator reads (a stack would bury it), and exit code 1. */
export function reportFailure(command: string, error: unknown): void {
  console.error(`${command}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exitCode = 1;
}
