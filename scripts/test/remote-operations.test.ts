/**
 * Deploy and rollback with real webpack builds of a small remote (a few seconds each):
 * immutable version folders, versions kept in order, the registry following along.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { emptyRegistry, withDeployed } from '@agency/registry';
import { readRegistry, updateRegistry, versionDir, writeRegistry } from '@agency/registry/store';
import { deployMissingRemotes, deployRemote, describeRemotes, rollbackRemote } from '../lib/remote-operations';
import { remoteSourceDir } from '../lib/remote-sources';

jest.setTimeout(120_000);

let work: string;
let deployDir: string;
let source: string;

async function writeApp(text: string) {
  await writeFile(path.join(source, 'src/App.tsx'), `export default function App() {\n  return <p>${text}</p>;\n}\n`);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'remote-operations-'));
  deployDir = path.join(work, 'deploy');
  source = path.join(work, 'mf-fixture');
  await mkdir(path.join(source, 'src'), { recursive: true });
  // The real retreat's dependencies (the shared singletons), with a version and routes of its own.
  const retreat = JSON.parse(await readFile(path.join(remoteSourceDir('retreat'), 'package.json'), 'utf8'));
  await writeFile(
    path.join(source, 'package.json'),
    JSON.stringify({ name: 'fixture', version: '2.1.0', dependencies: retreat.dependencies, agency: { routes: ['/PaymentSuccess', '/Fixture'] } }),
  );
  await writeApp('first');
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('deploy and rollback', () => {
  let first: string;
  let second: string;

  it('builds into an immutable version folder named by package version and content hash, and activates it', async () => {
    const result = await deployRemote({ name: 'retreat', deployDir, sourceDir: source });
    first = result.version;
    expect(result.created).toBe(true);
    expect(first).toMatch(/^2\.1\.0-[0-9a-f]{8}$/);
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) expect(existsSync(path.join(versionDir(deployDir, 'retreat', first), file))).toBe(true);
    const registry = await readRegistry(deployDir);
    expect(registry.remotes.retreat.active).toBe(first);
    expect(registry.remotes.retreat.versions[0].routes).toEqual(['/PaymentSuccess', '/Fixture']);
    // The build happened elsewhere and was moved: nothing is left in the staging area.
    expect(readdirSync(path.join(deployDir, '.staging'))).toEqual([]);
  });

  it('an unchanged build is the same version: its folder is kept as it is', async () => {
    const marker = path.join(versionDir(deployDir, 'retreat', first), 'kept.txt');
    await writeFile(marker, 'untouched');
    const again = await deployRemote({ name: 'retreat', deployDir, sourceDir: source });
    expect(again).toEqual({ name: 'retreat', version: first, created: false });
    await expect(readFile(marker, 'utf8')).resolves.toBe('untouched');
    expect((await readRegistry(deployDir)).remotes.retreat.versions).toHaveLength(1);
  });

  it('a changed build is a new version, added after the earlier one', async () => {
    await writeApp('second');
    const result = await deployRemote({ name: 'retreat', deployDir, sourceDir: source });
    second = result.version;
    expect(second).not.toBe(first);
    const remote = (await readRegistry(deployDir)).remotes.retreat;
    expect(remote.active).toBe(second);
    expect(remote.versions.map((v) => v.version)).toEqual([first, second]);
    expect(existsSync(versionDir(deployDir, 'retreat', first))).toBe(true);
  });

  it('rolls back to the previous version, refuses to go past the first, and goes --to a named one', async () => {
    await expect(rollbackRemote({ name: 'retreat', deployDir })).resolves.toEqual({ from: second, to: first });
    await expect(rollbackRemote({ name: 'retreat', deployDir })).rejects.toThrow('is its earliest version');
    await expect(rollbackRemote({ name: 'retreat', deployDir, to: second })).resolves.toEqual({ from: first, to: second });
    await expect(rollbackRemote({ name: 'retreat', deployDir, to: '2.1.0-00000000' })).rejects.toThrow(
      `"retreat" has no version "2.1.0-00000000". Known versions: ${first}, ${second}.`,
    );
    expect((await readRegistry(deployDir)).remotes.retreat.active).toBe(second);
  });

  it('refuses to roll back to a version whose files were removed', async () => {
    await rm(versionDir(deployDir, 'retreat', first), { recursive: true });
    await expect(rollbackRemote({ name: 'retreat', deployDir })).rejects.toThrow(`The files of retreat ${first} are gone`);
    expect((await readRegistry(deployDir)).remotes.retreat.active).toBe(second);
  });

  it('lists every remote with its versions in order, the active one marked, its history and the rollback target', async () => {
    const lines = describeRemotes(await readRegistry(deployDir));
    expect(lines[0]).toBe('storefront: not deployed yet (npm run deploy -- storefront)');
    expect(lines[1]).toBe('retreat: owns /PaymentSuccess /Fixture');
    expect(lines[2]).toMatch(new RegExp(`^    ${first} +deployed .+Z$`));
    expect(lines[3]).toMatch(new RegExp(`^  \\* ${second} +deployed .+Z  \\(active\\)$`));
    expect(lines[4]).toBe('  history:');
    expect(lines.slice(5, 9).map((line) => line.replace(/^    \S+Z  /, ''))).toEqual([
      `deploy   ${first}`,
      `deploy   ${second}  (was ${first})`,
      `rollback ${first}  (was ${second})`,
      `activate ${second}  (was ${first})`,
    ]);
    expect(lines[9]).toBe(`  a rollback returns to: ${first}`);
    expect(lines[10]).toBe('backoffice: not deployed yet (npm run deploy -- backoffice)');
  });
});

describe('rollback follows the activation history', () => {
  /** A version as a deploy records it, with the file a rollback checks for. */
  async function deployed(dir: string, name: 'storefront' | 'retreat', version: string, minute: number): Promise<void> {
    await mkdir(versionDir(dir, name, version), { recursive: true });
    await writeFile(path.join(versionDir(dir, name, version), 'mf-manifest.json'), '{}');
    await updateRegistry(dir, (registry) => withDeployed(registry, name, { version, deployedAt: `2025-01-01T10:0${minute}:00.000Z`, routes: ['/'] }));
  }

  it('deploy B, roll back, deploy C, roll back → A is active (not B), and the other remote never moves', async () => {
    const dir = path.join(work, 'history');
    await deployed(dir, 'retreat', '1.0.0-r1', 0);
    await deployed(dir, 'retreat', '1.0.0-r2', 1);
    await deployed(dir, 'storefront', '1.0.0-a', 2);
    await deployed(dir, 'storefront', '1.0.0-b', 3);
    const retreatBefore = (await readRegistry(dir)).remotes.retreat;

    await expect(rollbackRemote({ name: 'storefront', deployDir: dir })).resolves.toEqual({ from: '1.0.0-b', to: '1.0.0-a' });
    await deployed(dir, 'storefront', '1.0.0-c', 4);
    await expect(rollbackRemote({ name: 'storefront', deployDir: dir })).resolves.toEqual({ from: '1.0.0-c', to: '1.0.0-a' });
    await expect(rollbackRemote({ name: 'storefront', deployDir: dir })).rejects.toThrow('is its earliest version');

    const registry = await readRegistry(dir);
    expect(registry.remotes.storefront.active).toBe('1.0.0-a');
    expect(registry.remotes.retreat).toEqual(retreatBefore);
  });
});

describe('deployMissingRemotes', () => {
  it('deploys only the remotes that have no active version yet', async () => {
    const dir = path.join(work, 'partly-deployed');
    const known = { deployedAt: '2025-01-01T00:00:00.000Z', routes: ['/'] };
    let registry = withDeployed(emptyRegistry(), 'storefront', { ...known, version: '1.0.0-aaaaaaaa' });
    registry = withDeployed(registry, 'backoffice', { ...known, version: '1.0.0-bbbbbbbb', routes: ['/Login'] });
    await writeRegistry(dir, registry);
    const deployed = await deployMissingRemotes(dir);
    expect(deployed.map((d) => d.name)).toEqual(['retreat']);
    const after = await readRegistry(dir);
    expect(after.remotes.storefront).toEqual(registry.remotes.storefront);
    expect(after.remotes.retreat.versions[0].routes).toContain('/PaymentSuccess');
    await expect(deployMissingRemotes(dir)).resolves.toEqual([]);
    // A real deploy: the retreat's browser and server builds, while npm test's browser-test
    // builds share the same two cores.
  }, 300_000);
});
