import { pino } from 'pino';
import { assertSupportedRuntime } from './runtime.ts';
import { configFromEnv } from './config.ts';
import { startServer } from './start.ts';
import { stopOnSignals } from './shutdown.ts';

// `npm start` / `npm run dev`: serve the portal and the API until stopped. A start that cannot go
// on (an old Node, a wrong setting, an unreachable database) ends with one JSON log line naming
// the problem, and exit code 1.
const bootLog = pino();
try {
  assertSupportedRuntime();
  const config = configFromEnv();
  const log = pino({ level: config.logLevel });
  const server = await startServer({ config, logger: log });
  stopOnSignals(server, log, config.shutdownTimeoutMs);
} catch (error) {
  bootLog.fatal({ problem: (error as Error).name }, `server not started: ${(error as Error).message}`);
  process.exit(1);
}
