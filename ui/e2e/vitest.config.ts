import { defineConfig } from 'vitest/config';

// Browser journeys: real Chromium, the built portal, the real server on an in-memory database.
// One file at a time: each starts its own server and browser, and the machine has two cores.
export default defineConfig({
  test: {
    root: '.',
    include: ['ui/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
