/**
 * `npm run audit:verify`: opens the database as the operator's tools do (the owner's connection, or
 * PGlite under DATA_DIR/db), walks the audit trail, names the first broken link or a seal the trail
 * no longer reaches, and exits 1 when there is one.
 */
import { configFromEnv } from '../config.ts';
import { openOwnerDb } from '../store/open.ts';
import { describeChainReport, verifyAuditChain } from './verify-audit.ts';

const config = configFromEnv();
const db = await openOwnerDb(config, { migrate: true });
try {
  const report = await verifyAuditChain(db);
  console.log(describeChainReport(report));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await db.close();
}
