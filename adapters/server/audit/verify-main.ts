/**
 * `npm run audit:verify`: opens the database the way the server does, walks the audit trail and
 * names the first broken link; exits 1 when there is one.
 */
import { configFromEnv } from '../config.ts';
import { openDb } from '../store/open.ts';
import { describeChainReport, verifyAuditChain } from './verify-audit.ts';

const config = configFromEnv();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
try {
  const report = await verifyAuditChain(db);
  console.log(describeChainReport(report));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await db.close();
}
