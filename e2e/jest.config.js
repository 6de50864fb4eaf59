// The browser tests: the composed production build (shell + three remotes) behind the
// real gateway, driven by playwright-core in Debian's Chromium. Each suite has its own site
// and browser (e2e/support/suite.ts), so suites run in parallel workers on the builds that
// global-setup shares; timeouts are sized for page loads and builds.
const path = require('node:path');

const preset = require('@agency/test-kit/jest-preset')(__dirname);

module.exports = {
  ...preset,
  displayName: 'e2e',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/artifacts/'],
  globalSetup: path.join(__dirname, 'support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'support/global-teardown.ts'),
  testSequencer: path.join(__dirname, 'support/slow-first-sequencer.js'),
  // Three: alone on the machine (npm test runs them after the unit tests) two workers kept
  // one core busy at most (628 s of CPU in 700 s: pages and timers are waited for); three
  // took 8 min 45 s instead of 11 min 40 s on the 2-core machine.
  maxWorkers: 3,
  // The page-check suites run their pages as concurrent tests (each page a read-only visit of
  // its own tabs): this many at once per worker keeps both cores busy through the network
  // waits without starving the other worker's suite.
  maxConcurrency: 3,
  testTimeout: 120_000,
};
