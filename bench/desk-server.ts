/**
 * The real server, run by desk.ts and embedded.ts as a child process so its memory and CPU can be
 * read from /proc. Tells its parent the URL over IPC; stops when the parent goes or says so.
 *
 * BENCH_ENGINE=pglite: the embedded default as `npm start` runs it (PGlite in a fresh folder,
 * demo data seeded, info logging, written to /dev/null); otherwise PostgreSQL on the bench database.
 * Asked `{ latestCode: userName }`, it answers with the user's latest one-time code from its outbox
 * (the parent cannot open an embedded database itself).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { startServer } from '../adapters/server/start.ts';
import { benchUrl } from './bench-db.ts';
import { BENCH_RATE_LIMITS } from './bench-limits.ts';

const embedded = process.env.BENCH_ENGINE === 'pglite';
const dataDir = embedded ? mkdtempSync(join(tmpdir(), 'bench-pglite-')) : undefined;
const server = await startServer({
  config: embedded
    ? { dataDir, filesDir: join(dataDir!, 'files'), port: 0, host: '127.0.0.1', seedOnEmpty: true, staticDir: './no-portal-in-the-bench', rateLimits: BENCH_RATE_LIMITS }
    : { databaseUrl: benchUrl(), port: 0, host: '127.0.0.1', seedOnEmpty: false, rateLimits: BENCH_RATE_LIMITS },
  logger: embedded ? pino({ level: 'info' }, pino.destination('/dev/null')) : pino({ level: 'warn' }),
});
const stop = () =>
  void server.close().finally(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.on('message', async (m: { latestCode?: string }) => {
  if (!m.latestCode) return;
  const [row] = await server.db.query<{ body: string }>(
    `SELECT o.body FROM outbox o JOIN app_user u ON u.id = o.user_id WHERE u.user_name = $1 AND o.purpose = 'otp' ORDER BY o.id DESC LIMIT 1`,
    [m.latestCode],
  );
  process.send?.({ code: row?.body.match(/\b(\d{5})\b/)?.[1] });
});
process.send?.({ url: server.url });
