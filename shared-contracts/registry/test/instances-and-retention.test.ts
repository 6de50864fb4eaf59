/**
 * Instances reporting in on the release tables, and retention, on SQLite and (when one
 * answers) MySQL: heartbeats update one row per instance and turn stale when they stop;
 * retention keeps the last N, the active and the previous version and anything active within
 * the grace period, deletes only files no kept version lists, and a removed version can no
 * longer be activated until it is published again.
 */
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import { InstanceRoster, STALE_AFTER_MS } from '../src/instances';
import { type Release, ReleaseLedger } from '../src/releases';
import { pruneReleases } from '../src/retention';

const publisher = { by: 'ci-storefront', reason: 'pipeline' };
const HOUR = 3600_000;

function release(version: string, day: number, files: string[]): Release {
  return {
    remote: 'storefront',
    version,
    deployedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
    routes: ['/'],
    contentHash: null,
    files: files.map((hash) => ({ path: `${hash}.js`, size: 10, sha256: hash.repeat(64) })),
    sharedVersions: null,
    contractVersion: null,
    commit: null,
    publishedBy: publisher.by,
  };
}

class RecordingStore {
  deleted: string[] = [];
  async delete(hash: string) {
    this.deleted.push(hash);
  }
}

describe.each(testDatabaseKinds())('instances and retention on %s', (kind) => {
  let database: TestDatabase;
  let ledger: ReleaseLedger;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    ledger = new ReleaseLedger(database.db);
    await ledger.prepare();
  });
  afterEach(() => database.drop());

  it('keeps one row per instance, updated by each heartbeat, stale once the beats stop, gone when it leaves', async () => {
    const roster = new InstanceRoster(database.db);
    const t0 = new Date('2026-02-01T10:00:00.000Z');
    const at = (ms: number) => new Date(t0.getTime() + ms).toISOString();
    await roster.report({ id: 'a', host: 'web-1', pid: 11, versions: { storefront: '1.0.0-a' }, startedAt: at(0), heartbeatAt: at(0) });
    await roster.report({ id: 'b', host: 'web-2', pid: 22, versions: { storefront: '1.0.0-a' }, startedAt: at(1), heartbeatAt: at(1) });
    await roster.report({ id: 'a', host: 'web-1', pid: 11, versions: { storefront: '1.0.0-b' }, startedAt: at(0), heartbeatAt: at(9000) });
    const later = new Date(t0.getTime() + STALE_AFTER_MS + 5000);
    const listed = await roster.list(later);
    expect(listed.map((i) => [i.id, i.host, i.pid, i.versions.storefront, i.stale])).toEqual([
      ['b', 'web-2', 22, '1.0.0-a', true],
      ['a', 'web-1', 11, '1.0.0-b', false],
    ]);
    await roster.leave('b');
    expect((await roster.list(later)).map((i) => i.id)).toEqual(['a']);
    // A day without a heartbeat: forgotten.
    expect(await roster.list(new Date(t0.getTime() + 25 * HOUR))).toEqual([]);
  });

  it('removes versions older than the last N that are neither active nor previous, outside the grace period, with their own files', async () => {
    // v1..v5, one a day; v5 active, v4 previous; v2 shares file "c" with v5.
    const files: Record<string, string[]> = { v1: ['a'], v2: ['b', 'c'], v3: ['d'], v4: ['e'], v5: ['c', 'f'] };
    for (const [day, version] of ['v1', 'v2', 'v3', 'v4', 'v5'].entries()) {
      await ledger.publish(release(version, day + 1, files[version]), publisher);
    }
    const store = new RecordingStore();
    const now = new Date(Date.UTC(2026, 0, 20));
    // Keep 2 (v4, v5): v1..v3 go; only their files that v4/v5 do not list leave the store.
    const removed = await pruneReleases(ledger, store, { keep: 2, graceMs: 24 * HOUR }, { now });
    expect(removed).toEqual([
      { remote: 'storefront', version: 'v1' },
      { remote: 'storefront', version: 'v2' },
      { remote: 'storefront', version: 'v3' },
    ]);
    expect(store.deleted.sort()).toEqual(['a', 'b', 'd'].map((h) => h.repeat(64)));
    const releases = await ledger.releases('storefront');
    expect(releases.map((r) => [r.version, r.removedAt])).toEqual([
      ['v1', now.toISOString()],
      ['v2', now.toISOString()],
      ['v3', now.toISOString()],
      ['v4', null],
      ['v5', null],
    ]);
    await expect(ledger.activate('storefront', { by: 'asha', reason: 'x' }, { to: 'v2' })).rejects.toThrow(
      'storefront v2 was removed by retention',
    );
    // Nothing more to remove on a second pass; a removed version published again is kept and activatable.
    expect(await pruneReleases(ledger, store, { keep: 2, graceMs: 0 }, { now })).toEqual([]);
    await ledger.publish(release('v2', 30, files.v2), publisher);
    expect((await ledger.release('storefront', 'v2'))?.removedAt).toBeNull();
    expect((await ledger.registry()).remotes.storefront.active).toBe('v2');
  });

  it('keeps the active and the previous version however old, and a version within the grace period after it was last active', async () => {
    for (const [day, version] of ['v1', 'v2', 'v3', 'v4'].entries()) {
      await ledger.publish(release(version, day + 1, [String(day + 1)]), publisher);
    }
    // Pin v1 (active), so v4 is previous; v2 was replaced on day 2 and v3 an hour before "now".
    const now = new Date(Date.UTC(2026, 0, 20));
    await ledger.activate('storefront', { by: 'asha', reason: 'pin' }, { to: 'v1', at: new Date(now.getTime() - HOUR).toISOString() });
    const store = new RecordingStore();
    const removed = await pruneReleases(ledger, store, { keep: 1, graceMs: 2 * HOUR }, { now });
    // keep 1 = v4 (newest, also previous); v1 active; v2 last active on day 3 → removed; v3 replaced on day 4 → removed.
    expect(removed.map((r) => r.version)).toEqual(['v2', 'v3']);
    // A new deploy replaces v1 now: v1 and v4 (replaced an hour ago) stay for the grace period, then go.
    const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
    await ledger.publish({ ...release('v5', 20, ['5']), deployedAt: now.toISOString() }, publisher);
    await ledger.publish({ ...release('v6', 20, ['6']), deployedAt: now.toISOString() }, publisher);
    expect(await pruneReleases(ledger, store, { keep: 1, graceMs: 2 * HOUR }, { now: minutes(30) })).toEqual([]);
    const later = await pruneReleases(ledger, store, { keep: 1, graceMs: 2 * HOUR }, { now: minutes(180) });
    expect(later.map((r) => r.version)).toEqual(['v1', 'v4']);
    expect((await ledger.registry()).remotes.storefront.active).toBe('v6');
  });
});
