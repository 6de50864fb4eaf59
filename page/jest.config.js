// The page's own tests sit beside the code they check, in its folders.
const preset = require('@agency/test-kit/jest-preset')(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/{protocol,remote,browser,server,federation,test}/**/*.test.{ts,tsx}'] };
