// The jest configuration every workspace starts from: TypeScript through swc (fast, no type
// check; `npm run typecheck` does that once for the whole tree). `browser: true` runs the
// tests in jsdom with the Fetch API (jsdom-environment.js), Testing Library's patience for a
// loaded machine (dom-testing-timeouts.js) and the workspace's own `src/testing/setup.ts`.
// The root jest.config.js runs all workspaces as projects of one run.
const path = require('node:path');

const here = (file) => path.join(__dirname, file);

module.exports = (dir, { browser = false } = {}) => ({
  rootDir: dir,
  displayName: path.relative(path.resolve(__dirname, '../..'), dir) || 'root',
  testEnvironment: browser ? here('jsdom-environment.js') : 'node',
  ...(browser ? { setupFilesAfterEnv: [here('dom-testing-timeouts.js'), '<rootDir>/src/testing/setup.ts'] } : {}),
  testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '\\.css$': here('css-module.js') },
  setupFiles: [here('sqlite-error-realm.js')],
  // A limit for a hung test, not a speed check: the heaviest component tests (the package
  // form, typed field by field) take over 30 s when `npm test` runs them at low priority
  // beside the browser tests on a busy 2-core machine.
  testTimeout: 60000,
  globalSetup: here('global-setup.js'),
  globalTeardown: here('global-teardown.js'),
  reporters: ['default', here('summary-reporter.js')],
});
