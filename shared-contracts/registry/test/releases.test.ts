/**
 * Releases and activations as database rows, on SQLite and (when one answers) MySQL: the
 * registry derived from them, rollback following the activation history, who and why
 * recorded, concurrent activations of one remote kept in one order, and the import of a
 * deploy folder's registry file on first start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import { emptyRegistry, toBrowserRegistry, withDeployed, withRolledBack } from '../src/format';
import { RegistryFeed } from '../src/registry-feed';
import { IMPORT_ACTOR, type Release, ReleaseLedger } from '../src/releases';
import { writeRegistry } from '../src/store';

const publisher = { by: 'ci-storefront', reason: 'pipeline 41' };

function release(remote: string, version: string, minute: number, facts: Partial<Release> = {}): Release {
  return {
    remote,
    version,
    deployedAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    routes: ['/'],
    contentHash: `${version.split('-')[1]}${'0'.repeat(56)}`,
    files: [{ path: 'remoteEntry.js', size: 12, sha256: 'ab'.repeat(32) }],
    sharedVersions: { react: '^19.3.0' },
    contractVersion: '1.0.0',
    commit: 'c0ffee',
    publishedBy: publisher.by,
    removedAt: null,
    ...facts,
  };
}

describe.each(testDatabaseKinds())('release ledger on %s', (kind) => {
  let database: TestDatabase;
  let ledger: ReleaseLedger;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    ledger = new ReleaseLedger(database.db);
    await ledger.prepare();
  });
  afterEach(() => database.drop());

  it('publishes a version with its facts, activates it, and derives the registry from the rows', async () => {
    await expect(ledger.registry()).resolves.toEqual(emptyRegistry());
    await expect(ledger.publish(release('storefront', '1.0.0-aaaaaaaa', 1), publisher)).resolves.toEqual({
      created: true,
      activated: true,
    });
    const registry = await ledger.registry();
    expect(registry.remotes.storefront.active).toBe('1.0.0-aaaaaaaa');
    expect(registry.remotes.storefront.activations).toEqual([
      {
        version: '1.0.0-aaaaaaaa',
        at: '2026-01-01T10:01:00.000Z',
        kind: 'deploy',
        replaced: null,
        by: 'ci-storefront',
        reason: 'pipeline 41',
      },
    ]);
    expect(toBrowserRegistry(registry).remotes[0].active.manifest).toBe('/remotes/storefront/1.0.0-aaaaaaaa/mf-manifest.json');
    const [stored] = await ledger.releases('storefront');
    expect(stored).toEqual(release('storefront', '1.0.0-aaaaaaaa', 1));
  });

  it('publishing the active version again changes nothing; an earlier one becomes active again without a new row', async () => {
    await ledger.publish(release('storefront', '1.0.0-aaaaaaaa', 1), publisher);
    await expect(ledger.publish(release('storefront', '1.0.0-aaaaaaaa', 2), publisher)).resolves.toEqual({
      created: false,
      activated: false,
    });
    await ledger.publish(release('storefront', '1.0.0-bbbbbbbb', 3), publisher);
    await expect(ledger.publish(release('storefront', '1.0.0-aaaaaaaa', 4), publisher)).resolves.toEqual({
      created: false,
      activated: true,
    });
    const remote = (await ledger.registry()).remotes.storefront;
    expect(remote.versions.map((v) => [v.version, v.deployedAt])).toEqual([
      ['1.0.0-aaaaaaaa', '2026-01-01T10:01:00.000Z'],
      ['1.0.0-bbbbbbbb', '2026-01-01T10:03:00.000Z'],
    ]);
    expect(remote.active).toBe('1.0.0-aaaaaaaa');
    expect(remote.activations).toHaveLength(3);
  });

  it('deploy B, roll back, deploy C, roll back → A, with who and why on every activation, the other remote untouched', async () => {
    await ledger.publish(release('retreat', '1.0.0-r1', 0), publisher);
    await ledger.publish(release('storefront', '1.0.0-a', 1), publisher);
    await ledger.publish(release('storefront', '1.0.0-b', 2), publisher);
    const retreatBefore = (await ledger.registry()).remotes.retreat;
    await expect(ledger.activate('storefront', { by: 'asha', reason: 'B breaks the search' })).resolves.toEqual({
      from: '1.0.0-b',
      to: '1.0.0-a',
    });
    await ledger.publish(release('storefront', '1.0.0-c', 3), publisher);
    await expect(ledger.activate('storefront', { by: 'ravi', reason: 'C too' })).resolves.toEqual({ from: '1.0.0-c', to: '1.0.0-a' });
    await expect(ledger.activate('storefront', { by: 'ravi', reason: 'again' })).rejects.toThrow('is its earliest version');
    const registry = await ledger.registry();
    expect(registry.remotes.storefront.active).toBe('1.0.0-a');
    expect(registry.remotes.retreat).toEqual(retreatBefore);
    expect(registry.remotes.storefront.activations.map((a) => [a.kind, a.version, a.by, a.reason])).toEqual([
      ['deploy', '1.0.0-a', 'ci-storefront', 'pipeline 41'],
      ['deploy', '1.0.0-b', 'ci-storefront', 'pipeline 41'],
      ['rollback', '1.0.0-a', 'asha', 'B breaks the search'],
      ['deploy', '1.0.0-c', 'ci-storefront', 'pipeline 41'],
      ['rollback', '1.0.0-a', 'ravi', 'C too'],
    ]);
    // The rows say what the pure rules of the registry file say.
    let expected = emptyRegistry();
    for (const [version, minute] of [
      ['1.0.0-a', 1],
      ['1.0.0-b', 2],
    ] as const)
      expected = withDeployed(expected, 'storefront', release('storefront', version, minute));
    expected = withRolledBack(expected, 'storefront', undefined, 'x');
    expected = withDeployed(expected, 'storefront', release('storefront', '1.0.0-c', 3));
    expected = withRolledBack(expected, 'storefront', undefined, 'y');
    expect(toBrowserRegistry(registry).remotes.find((r) => r.name === 'storefront')).toEqual(toBrowserRegistry(expected).remotes[0]);
  });

  it('activates a named version, refuses an unknown one, and lets a check refuse the target with nothing recorded', async () => {
    await ledger.publish(release('storefront', '1.0.0-a', 1), publisher);
    await ledger.publish(release('storefront', '1.0.0-b', 2), publisher);
    await expect(ledger.activate('storefront', { by: 'asha', reason: 'x' }, { to: '1.0.0-zzz' })).rejects.toThrow(
      '"storefront" has no version "1.0.0-zzz". Known versions: 1.0.0-a, 1.0.0-b.',
    );
    await expect(
      ledger.activate(
        'storefront',
        { by: 'asha', reason: 'x' },
        { check: async (version) => Promise.reject(new Error(`files of ${version} gone`)) },
      ),
    ).rejects.toThrow('files of 1.0.0-a gone');
    await expect(ledger.activate('storefront', { by: 'asha', reason: 'pin A' }, { to: '1.0.0-a' })).resolves.toEqual({
      from: '1.0.0-b',
      to: '1.0.0-a',
    });
    const remote = (await ledger.registry()).remotes.storefront;
    expect(remote.activations.map((a) => a.kind)).toEqual(['deploy', 'deploy', 'activate']);
  });

  it('keeps concurrent activations of one remote in one history (each appended on the one before)', async () => {
    await ledger.publish(release('storefront', '1.0.0-a', 1), publisher);
    const versions = ['1.0.0-b', '1.0.0-c', '1.0.0-d', '1.0.0-e'];
    const other = new ReleaseLedger(database.db);
    await Promise.all(
      versions.map((version, index) => (index % 2 ? other : ledger).publish(release('storefront', version, 2 + index), publisher)),
    );
    const remote = (await ledger.registry()).remotes.storefront;
    expect(remote.activations).toHaveLength(5);
    // Each activation replaced the one before it: no two of them read the same history.
    for (let i = 1; i < remote.activations.length; i += 1) expect(remote.activations[i].replaced).toBe(remote.activations[i - 1].version);
  });

  it('imports a deploy folder’s registry file once, on first start, keeping its history', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'releases-import-'));
    try {
      let file = withDeployed(emptyRegistry(), 'storefront', { version: '1.0.0-a', deployedAt: '2025-01-01T00:00:00.000Z', routes: ['/'] });
      file = withDeployed(file, 'storefront', { version: '1.0.0-b', deployedAt: '2025-01-02T00:00:00.000Z', routes: ['/'] });
      file = withRolledBack(file, 'storefront', undefined, '2025-01-03T00:00:00.000Z');
      await writeRegistry(dir, file);
      await ledger.prepare(dir);
      const registry = await ledger.registry();
      expect(toBrowserRegistry(registry)).toEqual(toBrowserRegistry(file));
      expect(registry.remotes.storefront.activations.map((a) => [a.kind, a.version, a.at, a.by])).toEqual([
        ['deploy', '1.0.0-a', '2025-01-01T00:00:00.000Z', IMPORT_ACTOR],
        ['deploy', '1.0.0-b', '2025-01-02T00:00:00.000Z', IMPORT_ACTOR],
        ['rollback', '1.0.0-a', '2025-01-03T00:00:00.000Z', IMPORT_ACTOR],
      ]);
      // Once recorded, the file is not read again: a later change to it imports nothing.
      await writeRegistry(
        dir,
        withDeployed(file, 'retreat', { version: '1.0.0-r', deployedAt: '2025-01-04T00:00:00.000Z', routes: ['/x'] }),
      );
      await expect(ledger.importRegistryFile(dir)).resolves.toBe(false);
      expect((await ledger.registry()).remotes.retreat).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a feed sees another writer’s activation on the next read after its poll bound, and its own at once', async () => {
    await ledger.publish(release('storefront', '1.0.0-a', 1), publisher);
    let clock = 1_000_000;
    const feed = new RegistryFeed(ledger, { pollMs: 1000, now: () => clock });
    try {
      expect((await feed.current()).remotes.storefront.active).toBe('1.0.0-a');
      await new ReleaseLedger(database.db).publish(release('storefront', '1.0.0-b', 2), publisher);
      // Within the bound the remembered registry answers (no query per page load)…
      expect((await feed.current()).remotes.storefront.active).toBe('1.0.0-a');
      // …and past it the next read checks and sees the activation.
      clock += 999;
      expect((await feed.current()).remotes.storefront.active).toBe('1.0.0-a');
      clock += 1;
      expect((await feed.current()).remotes.storefront.active).toBe('1.0.0-b');
      await ledger.activate('storefront', { by: 'asha', reason: 'x' });
      await feed.changed();
      expect((await feed.current()).remotes.storefront.active).toBe('1.0.0-a');
    } finally {
      await feed.close();
    }
  });

  it('refuses a poll longer than the bound', () => {
    expect(() => new RegistryFeed(ledger, { pollMs: 2001 })).toThrow('The registry poll must be at most 2000 ms (got 2001)');
  });
});
