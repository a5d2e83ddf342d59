/**
 * `npm run seed`: opens the database the way the server does and fills it with the demo data
 * when it is empty. Prints what it wrote, how long it took, and the demo users.
 */
import { configFromEnv } from '../config.ts';
import { openOwnerDb } from '../store/open.ts';
import { seedDemoFiles } from './demo-files.ts';
import { DEMO } from './demo-ids.ts';
import { USERS } from './organisations.ts';
import { isEmpty, seedDemoData } from './seed.ts';

// The same places the server uses: PGlite under DATA_DIR/db (or the owner's connection), files under FILES_DIR.
const config = configFromEnv();
const db = await openOwnerDb(config, { migrate: true });
try {
  if (!(await isEmpty(db))) {
    console.log('The database already holds data (there are users); nothing was seeded.');
  } else {
    const started = performance.now();
    const summary = await seedDemoData(db, new Date());
    await seedDemoFiles(db, config.filesDir, DEMO.users.dcadmin.id);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded the demo data on ${db.engine} in ${seconds} s:`);
    console.table(summary);
    console.log(`Demo users (password ${DEMO.password}, one-time code by e-mail, printed in the server log):`);
    console.table(
      USERS.map((u) => ({ user: DEMO.users[u.key].userName, role: DEMO.users[u.key].roleName, roleId: DEMO.users[u.key].roleId, sees: u.sees })),
    );
  }
} finally {
  await db.close();
}
