import { assertSupportedRuntime } from './runtime.ts';
import { startServer } from './start.ts';

assertSupportedRuntime();

// `npm start` / `npm run dev`: serve the portal and the API until stopped.
const server = await startServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
