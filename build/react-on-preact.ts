import type { Alias } from 'vite';

/**
 * The built portal runs its React code on Preact's React-compatible runtime (preact/compat).
 * react-dom alone is about 59 KB gzip, more than half the login page's 100 KB budget (issue 9),
 * and with the container, MobX and the router beside it /login was 127 KB; on Preact it is about
 * 71 KB. Only the shipped build is switched: unit tests and view tests render with React itself,
 * and the browser journeys (ui/e2e) run against the build, so both runtimes are exercised.
 */
export const REACT_ON_PREACT: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
