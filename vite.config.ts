import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

// One config for the portal build and the unit tests. The portal is split by route (React.lazy),
// so the login page loads only what sign-in needs. React is the runtime everywhere: the build, the
// dev server and every test.
export default defineConfig(() => ({
  root: 'ui',
  publicDir: 'public',
  // precompress: a .br and .gz beside every built script and style, served as they are.
  plugins: [react(), precompress()],
  // Every script, style and preload of the page carries a nonce the server fills in per answer
  // (adapters/server/http/security-headers.ts), so the CSP needs no 'unsafe-inline'.
  html: { cspNonce: 'CSP_NONCE' },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' },
  },
  test: {
    root: '.',
    include: ['dependency-rules.test.ts', 'core/**/*.test.ts', 'adapters/**/*.test.ts', 'openapi/**/*.test.ts', 'ui/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'ui/e2e/**', 'dist/**'],
    environment: 'node',
    pool: 'forks',
    // jsdom pages with an axe pass take 2-5 s alone and several times that on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
}));
