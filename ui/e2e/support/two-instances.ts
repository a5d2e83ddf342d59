import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { startServer, type RunningServer } from '../../../adapters/server/start.ts';
import { createTestDatabase } from '../../../adapters/server/testing/test-database.ts';
import { latestOneTimeCode } from '../../../adapters/server/testing/one-time-code.ts';
import { launchBrowser } from './browser.ts';
import { startNginx } from './nginx-balancer.ts';
import type { Served } from './nginx-config.ts';
import type { Portal } from './portal.ts';

export interface TwoInstances extends Portal {
  instances: readonly RunningServer[];
  /** Takes one instance out of rotation (nginx reload): new calls go to the other, open streams stay. */
  onlyInstance(index: number): Promise<void>;
  /** Every call nginx logged, with the index of the instance that served it. */
  served(): (Served & { instance: number })[];
}

/**
 * Two real servers on one fresh PostgreSQL database (DATABASE_URL_TEST) sharing one files folder,
 * behind nginx with the shipped deploy/nginx.conf on one address, as a deployment runs them. nginx
 * starts with only the first instance in rotation, so a journey knows where each call lands.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-shared-files-'));
  // nginx on 127.0.0.1 is the one proxy believed: the client address in logs is the browser's.
  const config = { port: 0, host: '127.0.0.1', databaseUrl: database.url, filesDir, staticDir: process.env.E2E_STATIC_DIR ?? './dist', smtpUrl: undefined, trustProxy: '127.0.0.1' };
  const logger = pino({ level: process.env.E2E_LOG ?? 'warn' });
  const instances = await Promise.all([startServer({ config, logger }), startServer({ config, logger })]);
  const ports = instances.map((s) => Number(new URL(s.url).port));
  const upstreams = (only: number) => ports.map((port, i) => ({ port, down: i !== only }));
  const nginx = await startNginx(upstreams(0));
  for (const s of instances) s.config.publicUrl = nginx.url;
  const browser = await launchBrowser();
  return {
    server: instances[0],
    instances,
    onlyInstance: (index) => nginx.reroute(upstreams(index)),
    served: () => nginx.served().map((s) => ({ ...s, instance: ports.indexOf(s.port) })),
    browser,
    cspViolations: [],
    url: (path) => nginx.url + path,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
      return { context, page: await context.newPage() };
    },
    latestCode: (userName) => latestOneTimeCode(instances[0].db, userName),
    async close() {
      await browser.close();
      await nginx.close();
      await Promise.all(instances.map((s) => s.close()));
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
