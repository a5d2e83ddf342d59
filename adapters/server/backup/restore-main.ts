/**
 * `npm run restore -- --from <folder>`: a backup into the configured, empty database and files
 * folder (the server stopped). A failure is one line, exit 1.
 */
import { configFromEnv } from '../config.ts';
import { restore } from './restore.ts';
import { folderArgument, reportFailure } from './cli-args.ts';

try {
  const from = folderArgument('--from');
  const manifest = await restore(configFromEnv(), from);
  console.log(`restore: ${manifest.engine} backup of ${manifest.createdAt} restored from ${from}`);
} catch (error) {
  reportFailure('restore', error);
}
