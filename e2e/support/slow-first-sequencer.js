// The browser suites that wait on clocks or builds (a token's expiry, the leads' polls, real
// deploys, a two-factor code's step) start first: started last, one of them alone decides
// when the phase ends (the back office's sign-in suite, 100 s, began at 321 s of 421 on a
// quiet machine). After them, jest's own order: slowest first by the last run's timings,
// else by file size.
const Sequencer = require('@jest/test-sequencer').default;

const WAITING_SUITES = ['backoffice-auth', 'platform', 'leads-pipeline', 'enquiries-storefront', 'package-management', 'two-factor'];

const rank = (test) => {
  const index = WAITING_SUITES.findIndex((name) => test.path.endsWith(`/${name}.test.ts`));
  return index < 0 ? WAITING_SUITES.length : index;
};

module.exports = class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
};
