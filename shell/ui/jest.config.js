// Component tests run in jsdom (with the Fetch API, see scripts/jest/jsdom-environment.js).
module.exports = {
  ...require('../../jest.preset.js')(__dirname),
  testEnvironment: require.resolve('../../scripts/jest/jsdom-environment.js'),
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
};
