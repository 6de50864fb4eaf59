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

  it('renders with the production builds of React, React DOM and the router under NODE_ENV=production', async () => {
    // What the compiled gateway loads of them, by the files the modules came from.
    const gateway = path.join(outDir, 'services/gateway/src/index.js');
    const script = [
      `require(${JSON.stringify(gateway)});`,
      "require('react-dom/server');",
      'const files = Object.values(require.cache).map((m) => m.filename);',
      'console.log(JSON.stringify(files.filter((f) => /node_modules\\/(react|react-dom|react-router|react-router-dom)\\//.test(f))));',
    ].join('\n');
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['-e', script], {
        cwd: outDir,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += String(chunk)));
      child.stderr.on('data', (chunk) => (text += String(chunk)));
      child.once('exit', (exitCode) => resolve({ code: exitCode, output: text }));
    });
    expect(code).toBe(0);
    const files = (JSON.parse(output.trim().split('\n').pop() ?? '[]') as string[]).map((file) => file.replace(/^.*node_modules\//, ''));
    expect(files).toEqual(
      expect.arrayContaining([
        'react/cjs/react.production.js',
        'react-dom/cjs/react-dom-server.node.production.js',
        'react-router/dist/production/index.js',
      ]),
    );
    expect(files.filter((file) => /development|\.mjs$/.test(file))).toEqual([]);
  }, 60_000);
});
