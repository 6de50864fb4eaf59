// The browser suites that wait on clocks or builds (a token's expiry, the leads' polls, real
// deploys, a two-factor code's step) start first: started last, one of them alone decides
// when the phase ends (the back office's sign-in suite, 100 s, began at 321 s of 421 on a
// quiet machine).
const slowFirst = require('@agency/test-kit/jest/slow-first-sequencer.js');

module.exports = slowFirst(
  ['backoffice-auth', 'platform', 'leads-pipeline', 'enquiries-storefront', 'package-management', 'two-factor'].map(
    (suite) => `${suite}.test.ts`,
  ),
);
