// Shared jest setup for every workspace: TypeScript through swc (fast, no type check;
// `npm run typecheck` does that once for the whole tree).
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'node',
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
  // ESM-only packages that a CommonJS dependency requires (Node 20.19+ allows that, jest's
  // module system does not): compiled to CommonJS like our own files. content-disposition 3
  // comes with @fastify/static 10.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'scripts/jest/css-module.js') },
  setupFiles: [path.join(__dirname, 'scripts/jest/sqlite-error-realm.js')],
  testTimeout: 30000,
  globalSetup: path.join(__dirname, 'scripts/jest/global-setup.js'),
  reporters: ['default', path.join(__dirname, 'scripts/jest/summary-reporter.js')],
});
