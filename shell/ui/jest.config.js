// Component tests in jsdom with the Fetch API (see @agency/test-kit's jsdom-environment.js).
module.exports = require('@agency/test-kit/jest-preset')(__dirname, { browser: true });
