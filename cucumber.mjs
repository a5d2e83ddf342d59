// Cucumber profiles. Run with: node --import tsx node_modules/@cucumber/cucumber/bin/cucumber.js [-p http]
// (tsx is loaded by node itself; the `loader` option does not work on this toolchain).
// `npm run test:features` runs both: the same scenarios against core and over HTTP.
const common = {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['summary'],
  strict: true,
  publish: false,
};

// The default profile drives core and the portal's view-models with an in-memory provider service.
export default { ...common, worldParameters: { ability: 'domain' } };

// The http profile drives the same view-models through the portal's HTTP adapters against the
// real server on the embedded database. Scenarios about servers other than ours are tagged @domain.
export const http = { ...common, worldParameters: { ability: 'http' }, tags: 'not @domain' };
