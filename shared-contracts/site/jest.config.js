module.exports = require('@agency/test-kit/jest-preset')(__dirname);
