// The layer rules of the hexagon, checked in `npm test` (`npm run test:deps`). Type-only imports
// count: a port typed from React or the wire is as much a dependency as a call.

/** Test files and the harnesses that drive the real server from outside the portal. */
const TESTS = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'core-is-a-leaf',
      comment: 'Core imports only core: no node: modules, no npm packages, no adapters, ui or openapi.',
      severity: 'error',
      from: { path: '^core/', pathNot: TESTS },
      to: { pathNot: '^core/' },
    },
    {
      name: 'core-tests-use-only-test-tools',
      comment: "Core's tests import core and the test runner (and property testing), nothing else.",
      severity: 'error',
      from: { path: `^core/.+${TESTS}` },
      to: { pathNot: ['^core/', '^node_modules/(vitest|@vitest|fast-check)/'] },
    },
    {
      name: 'ui-not-to-server',
      comment: 'The portal reaches the server only through core ports and adapters/http; the browser journeys (ui/e2e) start the real server.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/e2e/' },
      to: { path: '^adapters/server/' },
    },
    {
      name: 'ui-not-to-the-wire',
      comment: 'Wire shapes and the fetch client stop at adapters/http; view tests may type their fixtures from the contract.',
      severity: 'error',
      from: { path: '^ui/', pathNot: ['^ui/e2e/', TESTS, '\\.fixture\\.tsx?$', '^ui/testing/'] },
      to: { path: ['^openapi/', '^node_modules/openapi-fetch/'] },
    },
    {
      name: 'server-not-to-ui',
      comment: 'The reference server never imports the portal.',
      severity: 'error',
      from: { path: '^adapters/server/' },
      to: { path: '^ui/' },
    },
    {
      name: 'client-adapters-not-to-ui-or-server',
      comment: 'adapters/http and adapters/browser implement core ports for any caller (portal, CLI): they know neither the portal nor the server.',
      severity: 'error',
      from: { path: '^adapters/(http|browser)/' },
      to: { path: ['^ui/', '^adapters/server/'] },
    },
    {
      name: 'cli-not-to-ui-or-server',
      comment: 'The CLI drives the server like the portal does, through core and adapters/http; its tests and harness start the real server.',
      severity: 'error',
      from: { path: '^adapters/cli/', pathNot: [TESTS, '^adapters/cli/testing/'] },
      to: { path: ['^ui/', '^adapters/server/'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve would slip past every rule above.',
      severity: 'error',
      from: { path: '^(core|adapters|ui|features|bench)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
