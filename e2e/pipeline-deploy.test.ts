/**
 * A team's pipeline against a running site, over real HTTP, with the commands it runs:
 * `DEPLOY_TOKEN=… npm run deploy -- retreat --to <site> --source <a checkout of mf-retreat
 * alone>` builds there and publishes, and the site renders the new version; then
 * `npm run rollback -- retreat --to-site <site>` puts the earlier one back. What the site
 * serves is read from its `x-remote-versions` header after each. The deploy's machine needs
 * no database: the command is given none that exists.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { testConfig } from '@agency/test-kit/services';
import { copyWithApp, withBanner } from './support/remoteCopies';
import { startSuite } from './support/suite';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const RETREAT = '/the-awakening-retreat';
const BANNER = 'Published by the retreat pipeline';
/** A build on a busy machine, then a publish with its render check. */
const LONG = 600_000;

const suite = startSuite();
const tempDirs: string[] = [];

afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

/** What rendered the page (read twice: the first request after an activation may load the version's server build). */
async function served(): Promise<{ versions: string | null; html: string }> {
  await (await fetch(`${suite.site.url}${RETREAT}`)).text();
  const answer = await fetch(`${suite.site.url}${RETREAT}`);
  return { versions: answer.headers.get('x-remote-versions'), html: await answer.text() };
}

async function retreatToken(): Promise<string> {
  const { adminUsername: username, adminPassword: password } = testConfig();
  const login = await fetch(`${suite.site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token: staff } = (await login.json()) as { token: string };
  const made = await fetch(`${suite.site.url}/api/releases/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
    body: JSON.stringify({ remote: 'retreat', label: 'retreat pipeline', expiresInDays: 1 }),
  });
  expect(made.status).toBe(200);
  return ((await made.json()) as { token: string }).token;
}

/** `npm run <script> -- …args` as a pipeline's job runs it: its own environment, no site database. */
async function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

describe("a team's pipeline", () => {
  it(
    'publishes with npm run deploy -- --to and a deploy token, then rolls back with npm run rollback -- --to-site',
    async () => {
      const before = await served();
      expect(before.versions).toMatch(/^retreat@\S+$/);
      expect(before.html).not.toContain(BANNER);

      const checkout = await copyWithApp('retreat', withBanner(BANNER));
      const machine = await mkdtemp(path.join(os.tmpdir(), 'pipeline-'));
      tempDirs.push(checkout, machine);
      const noDatabase = path.join(machine, 'none', 'agency.sqlite');
      const env = {
        ...process.env,
        DEPLOY_TOKEN: await retreatToken(),
        DATABASE_URL: `sqlite:${noDatabase}`,
        DEPLOY_DIR: path.join(machine, 'deploy'),
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
      };

      const deployed = await npmRun('deploy', ['retreat', '--to', suite.site.url, '--source', checkout, '--reason', 'release 7'], env);
      const version = /Deployed retreat (\S+): it is now active\./.exec(deployed)?.[1];
      expect(version).toBeDefined();
      const after = await served();
      expect(after.versions).toBe(`retreat@${version}`);
      expect(after.html).toContain(BANNER);
      expect(existsSync(noDatabase)).toBe(false);

      const rolledBack = await npmRun('rollback', ['retreat', '--to-site', suite.site.url, '--reason', 'release 7 breaks checkout'], env);
      expect(rolledBack).toContain(`retreat went from ${version} to ${before.versions!.slice('retreat@'.length)}`);
      const back = await served();
      expect(back.versions).toBe(before.versions);
      expect(back.html).not.toContain(BANNER);

      // Both are in the history, as the token's.
      const history = (await suite.site.releases.ledger.registry()).remotes.retreat.activations.slice(-2);
      expect(history.map((a) => [a.kind, a.version, a.by, a.reason])).toEqual([
        ['deploy', version, expect.stringContaining('deploy token "retreat pipeline"'), 'release 7'],
        [
          'rollback',
          before.versions!.slice('retreat@'.length),
          expect.stringContaining('deploy token "retreat pipeline"'),
          'release 7 breaks checkout',
        ],
      ]);
    },
    LONG,
  );
});
