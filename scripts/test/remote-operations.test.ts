/**
 * Deploy and rollback with real webpack builds of a small remote (a few seconds each):
 * immutable version folders, versions kept in order, the release rows following along.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { emptyRegistry, SERVER_BUILD_DIR, SERVER_ENTRY_FILE, serverContainerName, withDeployed } from '@agency/registry';
import { ReleaseLedger } from '@agency/registry/releases';
import { versionDir, writeRegistry } from '@agency/registry/store';
import { createDatabase, DatabaseFileStore } from '@agency/service-common';
import type { Knex } from 'knex';
import { deployMissingRemotes, deployRemote, describeRemotes, localActor, rollbackRemote } from '../lib/remote-operations';
import { remoteSourceDir } from '../lib/remote-sources';

jest.setTimeout(120_000);

let work: string;
let deployDir: string;
let source: string;
const databases: Knex[] = [];

/** Release rows of their own (an in-memory SQLite database), optionally importing a deploy folder's registry file. */
async function openLedger(importFrom?: string): Promise<ReleaseLedger> {
  const db = createDatabase('sqlite::memory:');
  databases.push(db);
  const ledger = new ReleaseLedger(db);
  await ledger.prepare(importFrom);
  const store = new DatabaseFileStore(db);
  await store.prepare();
  stores.set(ledger, store);
  return ledger;
}
/** The file store beside each ledger (the same database). */
const stores = new Map<ReleaseLedger, DatabaseFileStore>();
const storeOf = (owner: ReleaseLedger) => stores.get(owner)!;
let ledger: ReleaseLedger;

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
    JSON.stringify({
      name: 'fixture',
      version: '2.1.0',
      dependencies: retreat.dependencies,
      agency: { routes: ['/PaymentSuccess', '/Fixture'] },
    }),
  );
  await writeApp('first');
  ledger = await openLedger();
});

afterAll(async () => {
  await Promise.all(databases.map((db) => db.destroy()));
  await rm(work, { recursive: true, force: true });
});

const readRegistry = () => ledger.registry();

describe('deploy and rollback', () => {
  let first: string;
  let second: string;

  it('builds into an immutable version folder named by package version and content hash, and activates it', async () => {
    const result = await deployRemote({ name: 'retreat', deployDir, ledger, store: storeOf(ledger), sourceDir: source });
    first = result.version;
    expect(result.created).toBe(true);
    expect(first).toMatch(/^2\.1\.0-[0-9a-f]{8}$/);
    for (const file of ['remoteEntry.js', 'mf-manifest.json'])
      expect(existsSync(path.join(versionDir(deployDir, 'retreat', first), file))).toBe(true);
    const registry = await readRegistry();
    expect(registry.remotes.retreat.active).toBe(first);
    expect(registry.remotes.retreat.versions[0].routes).toEqual(['/PaymentSuccess', '/Fixture']);
    // The build happened elsewhere and was moved: nothing is left in the staging area.
    expect(readdirSync(path.join(deployDir, '.staging'))).toEqual([]);
  });

  it('an unchanged build is the same version: its folder is kept as it is', async () => {
    const marker = path.join(versionDir(deployDir, 'retreat', first), 'kept.txt');
    await writeFile(marker, 'untouched');
    const again = await deployRemote({ name: 'retreat', deployDir, ledger, store: storeOf(ledger), sourceDir: source });
    expect(again).toEqual({ name: 'retreat', version: first, created: false });
    await expect(readFile(marker, 'utf8')).resolves.toBe('untouched');
    expect((await readRegistry()).remotes.retreat.versions).toHaveLength(1);
  });

  it('a changed build is a new version, added after the earlier one', async () => {
    await writeApp('second');
    const result = await deployRemote({ name: 'retreat', deployDir, ledger, store: storeOf(ledger), sourceDir: source });
    second = result.version;
    expect(second).not.toBe(first);
    const remote = (await readRegistry()).remotes.retreat;
    expect(remote.active).toBe(second);
    expect(remote.versions.map((v) => v.version)).toEqual([first, second]);
    expect(existsSync(versionDir(deployDir, 'retreat', first))).toBe(true);
  });

  it('rolls back to the previous version, refuses to go past the first, and goes --to a named one', async () => {
    await expect(rollbackRemote({ name: 'retreat', deployDir, ledger, store: storeOf(ledger) })).resolves.toEqual({
      from: second,
      to: first,
    });
    await expect(rollbackRemote({ name: 'retreat', deployDir, ledger, store: storeOf(ledger) })).rejects.toThrow('is its earliest version');
    await expect(rollbackRemote({ name: 'retreat', deployDir, ledger, store: storeOf(ledger), to: second })).resolves.toEqual({
      from: first,
      to: second,
    });
    await expect(rollbackRemote({ name: 'retreat', deployDir, ledger, store: storeOf(ledger), to: '2.1.0-00000000' })).rejects.toThrow(
      `"retreat" has no version "2.1.0-00000000". Known versions: ${first}, ${second}.`,
    );
    expect((await readRegistry()).remotes.retreat.active).toBe(second);
  });

  it('refuses to roll back to a version whose files are gone from the shared store', async () => {
    const [one, two] = await ledger.releases('retreat');
    const manifestOf = (release: typeof one) => release.files!.find((file) => file.path === 'mf-manifest.json')!.sha256;
    expect(manifestOf(one)).not.toBe(manifestOf(two));
    await storeOf(ledger).delete(manifestOf(one));
    await expect(rollbackRemote({ name: 'retreat', deployDir, ledger, store: storeOf(ledger) })).rejects.toThrow(
      `The files of retreat ${first} are gone from the shared store (mf-manifest.json): deploy it again instead.`,
    );
    expect((await readRegistry()).remotes.retreat.active).toBe(second);
  });

  it('lists every remote with its versions in order, the active one marked, its history and the rollback target', async () => {
    const lines = describeRemotes(await readRegistry());
    expect(lines[0]).toBe('storefront: not deployed yet (npm run deploy -- storefront)');
    expect(lines[1]).toBe('retreat: owns /PaymentSuccess /Fixture');
    expect(lines[2]).toMatch(new RegExp(`^    ${first} +deployed .+Z$`));
    expect(lines[3]).toMatch(new RegExp(`^  \\* ${second} +deployed .+Z  \\(active\\)$`));
    expect(lines[4]).toBe('  history:');
    const who = localActor('').by;
    expect(lines.slice(5, 9).map((line) => line.replace(/^ {4}\S+Z {2}/, ''))).toEqual([
      `deploy   ${first}  by ${who}: deploy`,
      `deploy   ${second}  (was ${first})  by ${who}: deploy`,
      `rollback ${first}  (was ${second})  by ${who}: rollback`,
      `activate ${second}  (was ${first})  by ${who}: activate`,
    ]);
    expect(lines[9]).toBe(`  a rollback returns to: ${first}`);
    expect(lines[10]).toBe('backoffice: not deployed yet (npm run deploy -- backoffice)');
  });

  it('records each release with its content hash, file list, shared versions and publisher', async () => {
    const release = (await ledger.releases('retreat'))[1];
    expect(release.version).toBe(second);
    expect(release.contentHash).toMatch(new RegExp(`^${second.split('-')[1]}[0-9a-f]{56}$`));
    expect(release.files?.map((f) => f.path)).toContain('mf-manifest.json');
    expect(release.files?.every((f) => f.size > 0 && /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    expect(release.sharedVersions).toHaveProperty('react');
    expect(release.publishedBy).toBe(localActor('').by);
    // Every file of both builds is in the shared store, byte for byte as the folder holds it.
    for (const file of release.files!) {
      const bytes = await storeOf(ledger).get(file.sha256);
      expect(bytes?.equals(await readFile(path.join(versionDir(deployDir, 'retreat', second), file.path)))).toBe(true);
    }
  });
});

describe('the version is the hash of both builds', () => {
  it('a change to the server code alone is a new version, whose server build carries that version', async () => {
    const fixture = path.join(work, 'mf-server-fixture');
    await mkdir(path.join(fixture, 'src'), { recursive: true });
    await writeFile(path.join(fixture, 'package.json'), await readFile(path.join(source, 'package.json'), 'utf8'));
    await writeFile(path.join(fixture, 'src/App.tsx'), 'export default function App() {\n  return <p>same browser code</p>;\n}\n');
    const writeServer = (text: string) =>
      // A server page as the protocol asks (the deploy renders / once before recording it).
      writeFile(
        path.join(fixture, 'src/server.tsx'),
        'export function createServerPage() {\n' +
          `  return { prepare: async () => {}, render: () => <p>{${JSON.stringify(text)}}</p>, ` +
          "outcome: () => ({ status: 200, head: { title: 'Fixture', description: 'Fixture' } }), dehydrate: () => ({}) };\n}\n",
      );
    const dir = path.join(work, 'server-only');
    const own = await openLedger();
    await writeServer('server one');
    const one = await deployRemote({ name: 'retreat', deployDir: dir, ledger: own, store: storeOf(own), sourceDir: fixture });
    await writeServer('server two');
    const two = await deployRemote({ name: 'retreat', deployDir: dir, ledger: own, store: storeOf(own), sourceDir: fixture });
    expect(two.created).toBe(true);
    expect(two.version).not.toBe(one.version);
    expect((await own.registry()).remotes.retreat.active).toBe(two.version);
    const entry = await readFile(path.join(versionDir(dir, 'retreat', two.version), SERVER_BUILD_DIR, SERVER_ENTRY_FILE), 'utf8');
    expect(entry).toContain(serverContainerName('retreat', two.version));
    expect(entry).not.toContain('pendingv');
    const files = await readdir(path.join(versionDir(dir, 'retreat', two.version), SERVER_BUILD_DIR));
    const texts = await Promise.all(
      files.map((file) => readFile(path.join(versionDir(dir, 'retreat', two.version), SERVER_BUILD_DIR, file), 'utf8')),
    );
    expect(texts.some((text) => text.includes('server two'))).toBe(true);
    // The same sources again: the same version, nothing new.
    await expect(deployRemote({ name: 'retreat', deployDir: dir, ledger: own, store: storeOf(own), sourceDir: fixture })).resolves.toEqual({
      name: 'retreat',
      version: two.version,
      created: false,
    });
  });
});

describe('rollback follows the activation history', () => {
  it('deploy B, roll back, deploy C, roll back → A is active (not B), and the other remote never moves', async () => {
    const dir = path.join(work, 'history');
    const own = await openLedger();
    /** A version as a deploy records it, with the file a rollback checks for. */
    const deployed = async (name: 'storefront' | 'retreat', version: string, minute: number) => {
      await mkdir(versionDir(dir, name, version), { recursive: true });
      await writeFile(path.join(versionDir(dir, name, version), 'mf-manifest.json'), '{}');
      const release = {
        remote: name,
        version,
        deployedAt: `2025-01-01T10:0${minute}:00.000Z`,
        routes: ['/'],
        contentHash: null,
        files: null,
        sharedVersions: null,
        contractVersion: null,
        commit: null,
        publishedBy: 'test',
      };
      await own.publish(release, { by: 'test', reason: 'deploy' });
    };
    await deployed('retreat', '1.0.0-r1', 0);
    await deployed('retreat', '1.0.0-r2', 1);
    await deployed('storefront', '1.0.0-a', 2);
    await deployed('storefront', '1.0.0-b', 3);
    const retreatBefore = (await own.registry()).remotes.retreat;

    await expect(rollbackRemote({ name: 'storefront', deployDir: dir, ledger: own, store: storeOf(own) })).resolves.toEqual({
      from: '1.0.0-b',
      to: '1.0.0-a',
    });
    await deployed('storefront', '1.0.0-c', 4);
    await expect(rollbackRemote({ name: 'storefront', deployDir: dir, ledger: own, store: storeOf(own) })).resolves.toEqual({
      from: '1.0.0-c',
      to: '1.0.0-a',
    });
    await expect(rollbackRemote({ name: 'storefront', deployDir: dir, ledger: own, store: storeOf(own) })).rejects.toThrow(
      'is its earliest version',
    );

    const registry = await own.registry();
    expect(registry.remotes.storefront.active).toBe('1.0.0-a');
    expect(registry.remotes.retreat).toEqual(retreatBefore);
  });
});

describe('deployMissingRemotes', () => {
  it('deploys only the remotes that have no active version yet (those of an imported registry file count)', async () => {
    const dir = path.join(work, 'partly-deployed');
    const known = { deployedAt: '2025-01-01T00:00:00.000Z', routes: ['/'] };
    let registry = withDeployed(emptyRegistry(), 'storefront', { ...known, version: '1.0.0-aaaaaaaa' });
    registry = withDeployed(registry, 'backoffice', { ...known, version: '1.0.0-bbbbbbbb', routes: ['/Login'] });
    await writeRegistry(dir, registry);
    const own = await openLedger(dir);
    const deployed = await deployMissingRemotes(dir, own, storeOf(own));
    expect(deployed.map((d) => d.name)).toEqual(['retreat']);
    const after = await own.registry();
    expect(after.remotes.storefront.versions).toEqual(registry.remotes.storefront.versions);
    expect(after.remotes.storefront.active).toBe('1.0.0-aaaaaaaa');
    expect(after.remotes.retreat.versions[0].routes).toContain('/PaymentSuccess');
    await expect(deployMissingRemotes(dir, own, storeOf(own))).resolves.toEqual([]);
    // A real deploy: the retreat's browser and server builds, while npm test's browser-test
    // builds share the same two cores.
  }, 300_000);
});
