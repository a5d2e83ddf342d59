/**
 * `npm run db:migrate` and `npm run db:status`: the schema without starting the server, so that
 * instances started with MIGRATE_ON_START=false find it ready. Opens the database the way the
 * server does (DATABASE_URL, or PGlite under DATA_DIR/db), as the owner (DATABASE_OWNER_URL) when one is
 * set; migrating then also grants the server's role what it needs. db:status exits 1 while anything is
 * pending, changed or unknown, so a deploy script can stop there.
 */
import { configFromEnv } from '../config.ts';
import { openOwnerDb } from './open.ts';
import { serverRoleOf } from './database-roles.ts';
import { migrate, migrationStatus } from './migrate.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'status') {
  console.error('usage: db-main.ts migrate|status');
  process.exit(2);
}
const config = configFromEnv();
const db = await openOwnerDb(config, { migrate: false });
try {
  if (command === 'migrate') {
    const applied = await migrate(db, { serverRole: serverRoleOf(config) });
    console.log(applied.length === 0 ? 'db: nothing to apply; the schema is up to date' : `db: applied ${applied.join(', ')}`);
  }
  const status = await migrationStatus(db);
  console.log(`db: ${status.applied.length} applied, ${status.pending.length} pending, ${status.changed.length} changed since applied, ${status.unknown.length} unknown`);
  for (const name of status.pending) console.log(`  pending  ${name}`);
  for (const name of status.changed) console.log(`  changed  ${name} (its text differs from what was applied: fix forward with a new file)`);
  for (const name of status.unknown) console.log(`  unknown  ${name} (applied, but not in this server's migrations folder)`);
  process.exitCode = status.pending.length + status.changed.length + status.unknown.length === 0 ? 0 : 1;
} finally {
  await db.close();
}
