// A jest test sequencer that starts the named test files first, in the order given, and the
// rest in jest's own order after them (slowest first by the last run's timings, else by
// file size). A fresh clone has no timings: jest then orders by size, and a long file that
// mostly waits (on clocks, builds or locks) could start late and alone decide when the run
// ends. `slowFirst(['gateway/test/session-revocation.test.ts', …])` names files by the end
// of their path.
const Sequencer = require('@jest/test-sequencer').default;

module.exports = function slowFirst(names) {
  const rank = (test) => {
    const index = names.findIndex((name) => test.path.endsWith(`/${name}`));
    return index < 0 ? names.length : index;
  };
  return class SlowFirstSequencer extends Sequencer {
    async sort(tests) {
      const sorted = await super.sort(tests);
      return [...sorted].sort((a, b) => rank(a) - rank(b));
    }
  };
};
