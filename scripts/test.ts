/**
 * `npm test`: the lint, the type check, every workspace's unit and service tests in one jest
 * run (projects over one pool of workers, see jest.config.js), and the browser tests; ends with
 * the time it took and one line `test: N passed, N failed` counted over all of them.
 * `npm run test:unit` (`--unit`) is the inner loop: the unit and service tests alone, no
 * lint, type check, build or browser.
 *
 * Two phases. First the lint, the type check, the unit and service tests and the browser
 * tests' production builds, side by side; then the browser tests alone. Running the browser tests
 * beside the unit tests overloaded the 2-core machine: with Chromium's processes, six jest
 * workers and MySQL, the load average passed 20, a third of the CPU went to the kernel, and
 * the heaviest component tests hit their 60 s limit (the package form took 341 s). One
 * after the other, each phase has the machine to itself. The type check's incremental
 * build info lives in node_modules/.cache, so a second run checks only what changed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { buildForBrowserTests } from '../e2e/support/builds';
import { SEED_DEPLOY_DIR_ENV } from '../e2e/support/paths';

const root = path.resolve(__dirname, '..');
const runDir = mkdtempSync(path.join(tmpdir(), 'agency-test-'));
const summary = path.join(runDir, 'summary.jsonl');
const seedDeployDir = path.join(runDir, 'seed-deploy');
const env = { ...process.env, AGENCY_TEST_SUMMARY: summary, [SEED_DEPLOY_DIR_ENV]: seedDeployDir };
const started = Date.now();

/**
 * Two workers per core: the unit and service tests spend most of their time waiting (on
 * MySQL's DDL when each file makes its databases, on timers of the session and cache tests),
 * not computing. Measured on the 2-core machine: 2 workers took 343 s for 169 s of CPU,
 * 4 workers 258 s for the same CPU. At most 8, to stay gentle with the test MySQL server.
 */
const workers = String(Math.min(8, 2 * availableParallelism()));
const tsBuildInfo = path.join(root, 'node_modules/.cache/agency/typecheck.tsbuildinfo');

function run(name: string, command: string, args: string[]): Promise<string | undefined> {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', () => resolve(name));
    child.once('exit', (code) => resolve(code === 0 ? undefined : name));
  });
}

/** The browser tests' builds, in this process (their commands are child processes). */
async function buildForBrowser(name: string): Promise<string | undefined> {
  console.log(`\n=== ${name}: shell if stale, every remote into ${seedDeployDir}`);
  const started = Date.now();
  try {
    for (const line of await buildForBrowserTests(seedDeployDir)) console.log(`[builds] ${line}`);
    console.log(`[builds] ready in ${Math.round((Date.now() - started) / 1000)} s`);
    return undefined;
  } catch (error) {
    console.error(`[builds] ${(error as Error).message}`);
    return name;
  }
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

/**
 * The type check, a single process, runs at a lower priority (`nice`, where there is one):
 * the unit tests' timeouts are the ones a busy machine can trip.
 */
function politely(command: string, args: string[]): [string, string[]] {
  return process.platform === 'win32' ? [command, args] : ['nice', ['-n', '10', command, ...args]];
}

/** Extra arguments go to jest: `npm run test:unit -- services/leads` runs the files that match. */
function unitTests(jestArgs: string[] = []): Promise<string | undefined> {
  return run('unit and service tests', 'npx', ['jest', '--maxWorkers', workers, ...jestArgs]);
}

function report(failedSteps: string[]): never {
  const { passed, failed } = totals();
  rmSync(runDir, { recursive: true, force: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failedSteps.length > 0) console.error(`\nfailed: ${failedSteps.join(', ')}`);
  console.log(`\ntest: took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  console.log(`test: ${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
}

async function main(): Promise<void> {
  if (process.argv[2] === '--unit') {
    const failedStep = await unitTests(process.argv.slice(3));
    report(failedStep === undefined ? [] : [failedStep]);
  }
  const firstPhase = await Promise.all([
    // Biome checks the whole tree in a few seconds of one core.
    run('lint', 'npm', ['run', '--silent', 'lint']),
    run('type check', ...politely('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', tsBuildInfo])),
    unitTests(),
    buildForBrowser('browser test builds'),
  ]);
  const buildsFailed = firstPhase[3] !== undefined;
  // Without their builds the browser tests cannot run; global-setup would only try again.
  const secondPhase = buildsFailed ? [] : [await run('browser tests', 'npx', ['tsx', 'scripts/e2e.ts'])];
  report([...firstPhase, ...secondPhase].filter((name): name is string => name !== undefined));
}

void main();
