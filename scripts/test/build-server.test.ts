import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../build-server';

const ROOT = path.resolve(__dirname, '../..');

/** Runs the compiled gateway with node alone (no tsx, no npm) and collects what it says. */
function runCompiled(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run build:server', () => {
  const outDir = path.join(ROOT, 'dist', `server-test-${process.pid}`);
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'compiled-gateway-'));
    await buildServer(outDir, () => undefined);
  }, 120_000);
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  const production = () => ({
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_URL: `sqlite:${path.join(work, 'agency.sqlite')}`,
    DEPLOY_DIR: path.join(work, 'deploy'),
    JWT_SECRET: 'a-production-secret-of-at-least-32-bytes',
    ADMIN_PASSWORD: 'Harbour-Lantern-Monsoon',
  });

  it('compiles a gateway that node runs alone, and that refuses a missing build with a clear message', async () => {
    const entry = path.join(outDir, 'services/gateway/src/main.js');
    const { code, output } = await runCompiled(entry, production());
    expect(code).toBe(1);
    expect(output).toContain('The site is not built (NODE_ENV=production does not build at start):');
    expect(output).toContain('registry: no active version of storefront, retreat, backoffice: deploy them (npm run deploy -- <remote>)');
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('refuses a wrong configuration before anything else, in one message', async () => {
    const entry = path.join(outDir, 'services/gateway/src/main.js');
    const { code, output } = await runCompiled(entry, { ...production(), JWT_SECRET: 'short', READ_CACHE: 'banana' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      [
        'Configuration refused, 2 problems:',
        '  - JWT_SECRET must be at least 32 characters long when NODE_ENV=production (got 5 characters)',
        '  - READ_CACHE must be on or off (got banana)',
      ].join('\n'),
    );
  }, 60_000);
});
