/**
 * `npm test`: the type check, every workspace's unit and service tests in one jest run
 * (projects over one pool of workers, see jest.config.js), then the browser tests; ends with
 * the time it took and one line `test: N passed, N failed` counted over all of them.
 *
 * The type check runs beside the jest run: it is one single-threaded process, while the
 * service tests spend much of their time waiting on the databases. Its incremental build
 * info lives in node_modules/.cache, so a second run checks only what changed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const summary = path.join(mkdtempSync(path.join(tmpdir(), 'agency-test-')), 'summary.jsonl');
const env = { ...process.env, AGENCY_TEST_SUMMARY: summary };
const started = Date.now();

/** Jest's default leaves a core idle; the service tests wait on I/O enough to use both. */
const workers = String(Math.max(2, availableParallelism()));
const tsBuildInfo = path.join(root, 'node_modules/.cache/agency/typecheck.tsbuildinfo');

function run(name: string, command: string, args: string[]): Promise<string | undefined> {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', () => resolve(name));
    child.once('exit', (code) => resolve(code === 0 ? undefined : name));
  });
}

function totals(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  if (existsSync(summary)) {
    for (const line of readFileSync(summary, 'utf8').split('\n').filter(Boolean)) {
      const result = JSON.parse(line) as { passed: number; failed: number };
      passed += result.passed;
      failed += result.failed;
    }
  }
  return { passed, failed };
}

async function main(): Promise<void> {
  const firstStage = await Promise.all([
    run('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', tsBuildInfo]),
    run('unit and service tests', 'npx', ['jest', '--maxWorkers', workers]),
  ]);
  const failedSteps = firstStage.filter((name): name is string => name !== undefined);
  if (failedSteps.length === 0) {
    const browser = await run('browser tests', 'npx', ['tsx', 'scripts/e2e.ts']);
    if (browser) failedSteps.push(browser);
  }
  const { passed, failed } = totals();
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failedSteps.length > 0) console.error(`\nfailed: ${failedSteps.join(', ')}`);
  console.log(`\ntest: took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  console.log(`test: ${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
}

void main();
