// Appends each jest run's totals to the file named by AGENCY_TEST_SUMMARY, so that
// `npm test` (scripts/test.ts) can print one closing line for the whole tree, and prints the
// run's slowest test files: where the time goes, in every run's output, without a second run.
const fs = require('node:fs');
const path = require('node:path');

const SLOWEST = 10;

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
    const slowest = results.testResults
      .map((result) => ({ file: path.relative(process.cwd(), result.testFilePath), ms: result.perfStats.end - result.perfStats.start }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
    if (slowest.length < 2) return;
    console.log(`\nslowest test files (wall time, beside the other workers):`);
    for (const { file: name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  }
}

module.exports = SummaryReporter;
