/**
 * `npm test`: the type check, every workspace's jest suite (lerna), then the browser tests;
 * ends with one line `test: N passed, N failed` counted over all of them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const summary = path.join(mkdtempSync(path.join(tmpdir(), 'agency-test-')), 'summary.jsonl');
const env = { ...process.env, AGENCY_TEST_SUMMARY: summary };

const steps: Array<[string, string[]]> = [
  ['type check', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['unit and service tests', ['npx', 'lerna', 'run', 'test', '--concurrency', '1', '--no-progress']],
  ['deploy script tests', ['npx', 'jest', '-c', 'scripts/jest.config.js']],
  ['browser tests', ['npx', 'tsx', 'scripts/e2e.ts']],
];

let failedStep: string | undefined;
for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
if (existsSync(summary)) {
  for (const line of readFileSync(summary, 'utf8').split('\n').filter(Boolean)) {
    const run = JSON.parse(line) as { passed: number; failed: number };
    passed += run.passed;
    failed += run.failed;
  }
}
if (failedStep) console.error(`\n${failedStep} failed`);
console.log(`test: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
