// The page's own tests sit beside the code they check, in its four folders.
const preset = require('@agency/test-kit/jest-preset')(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/{protocol,remote,browser,server,test}/**/*.test.{ts,tsx}'] };
