/**
 * `npm run backup -- --out <folder>`: the configured database (as its owner: DATABASE_OWNER_URL, else DATABASE_URL; or PGlite under
 * DATA_DIR/db with the server stopped) and FILES_DIR into a new folder. A failure is one line, exit 1.
 */
import { configFromEnv } from '../config.ts';
import { backup } from './backup.ts';
import { folderArgument, reportFailure } from './cli-args.ts';

try {
  const out = folderArgument('--out');
  const manifest = await backup(configFromEnv(), out);
  console.log(`backup: ${manifest.engine} database and files written to ${out}`);
} catch (error) {
  reportFailure('backup', error);
}
