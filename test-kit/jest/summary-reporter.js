// Appends each jest run's totals to the file named by AGENCY_TEST_SUMMARY, so that
// `npm test` (scripts/test.ts) can print one closing line for the whole tree.
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.AGENCY_TEST_SUMMARY;
    if (!file) return;
    const line = JSON.stringify({
      project: process.cwd(),
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    });
    fs.appendFileSync(file, `${line}\n`);
  }
}

module.exports = SummaryReporter;
