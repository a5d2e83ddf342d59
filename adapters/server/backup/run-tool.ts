import { execFile } from 'node:child_process';
import { BackupError } from './backup-layout.ts';

/**
 * Runs pg_dump, pg_restore or tar. A failure becomes one BackupError line: the tool's own last
 * complaint, or that the tool is missing (pg_dump and pg_restore are Debian's postgresql-client).
 */
export function runTool(tool: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(new BackupError(`${tool} is not installed${tool.startsWith('pg_') ? ' (Debian: apt-get install postgresql-client)' : ''}`));
      }
      const last = stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${String(error.code)}`;
      reject(new BackupError(`${tool} failed: ${last}`));
    });
  });
}
