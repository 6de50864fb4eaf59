// One jest run for every workspace's unit and service tests: each workspace with a
// jest.config.js (from @agency/test-kit's preset) is a project, and jest spreads all their
// files over one pool of workers instead of one process per workspace. The browser tests
// have their own configuration (e2e/jest.config.js): they need the builds first.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

/** Options jest reads only from the root configuration of a multi-project run. */
const GLOBAL_ONLY = ['reporters', 'testTimeout', 'globalSetup', 'globalTeardown'];

function projectConfig(dir) {
  const config = { ...require(path.join(__dirname, dir, 'jest.config.js')) };
  for (const option of GLOBAL_ONLY) delete config[option];
  return config;
}

const preset = require('@agency/test-kit/jest-preset')(__dirname);
const dirs = [...workspaces, 'scripts'].filter((dir) => existsSync(path.join(__dirname, dir, 'jest.config.js')));

module.exports = {
  projects: dirs.map(projectConfig),
  testSequencer: require.resolve('@agency/test-kit/jest/unit-slow-first-sequencer.js'),
  ...Object.fromEntries(GLOBAL_ONLY.map((option) => [option, preset[option]])),
};
