// The browser tests: the composed production build (shell + three remotes) behind the
// real gateway, driven by playwright-core in Debian's Chromium. Serial (one browser,
// builds shared through global-setup), with timeouts sized for page loads and builds.
const path = require('node:path');

const preset = require('@agency/test-kit/jest-preset')(__dirname);

module.exports = {
  ...preset,
  displayName: 'e2e',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/artifacts/'],
  globalSetup: path.join(__dirname, 'support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'support/global-teardown.ts'),
  maxWorkers: 2,
  // The page-check suites run their pages as concurrent tests (each page a read-only visit of
  // its own tabs): this many at once per worker keeps both cores busy through the network
  // waits without starving the other worker's suite.
  maxConcurrency: 3,
  testTimeout: 120_000,
};
