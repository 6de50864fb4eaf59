// The unit and service test files that take longest start first (the root jest.config.js),
// whatever their size. From a fresh clone jest orders the files by size alone, and these
// started late: the session revocation test (about 70 s, nearly all of it waiting out the
// session check's 2-second cache 28 times) was the 76th file of 220. The rest follow in
// jest's own order. Wall times beside the other workers on a quiet machine, 28 November.
const slowFirst = require('./slow-first-sequencer.js');

module.exports = slowFirst([
  'services/gateway/test/session-revocation.test.ts', // 72 s, waits on a clock
  'services/payment/test/concurrency.test.ts', // 43 s, holds rows under locks
  'scripts/test/remote-operations.test.ts', // 33 s, real webpack builds
  'services/leads/test/mail.test.ts', // 32 s, a test SMTP server and the outbox's retries
  'services/catalogue/test/query-plans.test.ts', // 25 s
  'services/catalogue/test/package-writes.test.ts', // 23 s
  'services/catalogue/test/seed.test.ts', // 22 s
]);
