import { defineConfig } from 'vitest/config';

// Browser journeys: real Chromium, the built portal, the real server on an in-memory database.
// One file at a time: each starts its own server and browser, and the machine has two cores.
export default defineConfig({
  test: {
    root: '.',
    include: ['ui/e2e/**/*.e2e.ts'],
    // Journeys over several instances need a PostgreSQL server they can share, like the server tests'
    // PostgreSQL runs: they join when DATABASE_URL_TEST names one (CI sets it).
    exclude: process.env.DATABASE_URL_TEST ? [] : ['ui/e2e/**/*.postgres.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Every expect.poll waits up to 15 s: the default 1 s is flaky on a loaded two-core machine,
    // where the first render of a lazy screen alone can take longer.
    expect: { poll: { timeout: 15_000 } },
  },
});
