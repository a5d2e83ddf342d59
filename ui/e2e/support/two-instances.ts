import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { startServer, type RunningServer } from '../../../adapters/server/start.ts';
import { createTestDatabase } from '../../../adapters/server/testing/test-database.ts';
import { latestOneTimeCode } from '../../../adapters/server/testing/one-time-code.ts';
import { launchBrowser } from './browser.ts';
import { startPathBalancer, type Routed } from './path-balancer.ts';
import type { Portal } from './portal.ts';

/** Calls of the sign-in, which the journey sends to the first instance. */
const SIGN_IN = /\/api\/provider\/(Authenticate|verifyOTP)\b/;

export interface TwoInstances extends Portal {
  instances: readonly RunningServer[];
  /** Which instance served each call, in order. */
  routed: Routed[];
}

/**
 * Two real servers on one fresh PostgreSQL database (DATABASE_URL_TEST) sharing one files folder,
 * behind a balancer on one address, as a deployment runs them: sign-in and the live stream go to
 * the first instance, every other API call to the second, the portal's files to the first.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-shared-files-'));
  const config = { port: 0, host: '127.0.0.1', databaseUrl: database.url, filesDir, staticDir: process.env.E2E_STATIC_DIR ?? './dist', smtpUrl: undefined };
  const logger = pino({ level: process.env.E2E_LOG ?? 'warn' });
  const instances = await Promise.all([startServer({ config, logger }), startServer({ config, logger })]);
  const balancer = await startPathBalancer(
    instances.map((s) => s.url),
    (_method, path) => (path.startsWith('/api/live') || SIGN_IN.test(path) || !path.startsWith('/api/') ? 0 : 1),
  );
  for (const s of instances) s.config.publicUrl = balancer.url;
  const browser = await launchBrowser();
  return {
    server: instances[0],
    instances,
    routed: balancer.log,
    browser,
    cspViolations: [],
    url: (path) => balancer.url + path,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
      return { context, page: await context.newPage() };
    },
    latestCode: (userName) => latestOneTimeCode(instances[0].db, userName),
    async close() {
      await browser.close();
      await balancer.close();
      await Promise.all(instances.map((s) => s.close()));
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
