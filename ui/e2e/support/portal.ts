import { pino } from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../../adapters/server/start.ts';
import { latestOneTimeCode } from '../../../adapters/server/testing/one-time-code.ts';
import { launchBrowser } from './browser.ts';

/** The demo users' password (README). */
export const DEMO_PASSWORD = 'Demo@1234';

export interface Portal {
  server: RunningServer;
  browser: Browser;
  url(path: string): string;
  /** A fresh browser context (no stored session) with one page. */
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  /** The newest one-time code e-mailed to a user, read from the outbox as a developer would read the log. */
  latestCode(userName: string): Promise<string>;
  /** Every Content-Security-Policy violation any page of this portal reported, as 'directive: what'. */
  cspViolations: string[];
  /** Closes browser and server; fails when a page broke the Content-Security-Policy. */
  close(): Promise<void>;
}

/**
 * Starts the real server with demo data on an in-memory database, serving the built portal (./dist, or
 * E2E_STATIC_DIR when a worker builds elsewhere), and Chromium.
 */
export async function startPortal(): Promise<Portal> {
  const server = await startServer({
    config: { port: 0, host: '127.0.0.1', dataDir: ':memory:', databaseUrl: undefined, staticDir: process.env.E2E_STATIC_DIR ?? './dist', smtpUrl: undefined },
    logger: pino({ level: process.env.E2E_LOG ?? 'warn' }),
  });
  // E-mailed links must point at this server, not the default port (file links are relative).
  server.config.publicUrl = server.url;
  const browser = await launchBrowser();
  const cspViolations: string[] = [];
  return {
    server,
    browser,
    cspViolations,
    url: (path) => server.url + path,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
      // Every journey runs under the server's CSP: a refused script or style is a defect.
      await context.exposeBinding('reportCspViolation', (_source, text: string) => void cspViolations.push(text));
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} ${e.sample}`.trim()),
        ),
      );
      const page = await context.newPage();
      return { context, page };
    },
    latestCode: (userName) => latestOneTimeCode(server.db, userName),
    async close() {
      await browser.close();
      await server.close();
      if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations: ${cspViolations.join('; ')}`);
    },
  };
}
