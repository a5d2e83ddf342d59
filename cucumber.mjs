// Cucumber profiles. Run with: node --import tsx node_modules/@cucumber/cucumber/bin/cucumber.js
// (tsx is loaded by node itself; the `loader` option does not work on this toolchain).
// The default profile drives core directly through the in-memory ports in features/support/.
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['summary'],
  strict: true,
  publish: false,
};
