/**
 * The real server on the bench database, run by desk.ts as a child process so its memory can be
 * read from /proc. Tells its parent the URL over IPC; stops when the parent goes or says so.
 */
import { pino } from 'pino';
import { startServer } from '../adapters/server/start.ts';
import { benchUrl } from './bench-db.ts';

const server = await startServer({
  config: { databaseUrl: benchUrl(), port: 0, host: '127.0.0.1', seedOnEmpty: false },
  logger: pino({ level: 'warn' }),
});
const stop = () => void server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.send?.({ url: server.url });
