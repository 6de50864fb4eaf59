import type { BrowserRegistry, BrowserRemote } from '@agency/registry';
import type { ComponentType } from 'react';
import { candidatesFor, type FederationRuntime, RemoteLoader } from '../src/federation/remoteLoader';

const ref = (name: string, version: string) => ({ version, manifest: `/remotes/${name}/${version}/mf-manifest.json` });

const storefront: BrowserRemote = {
  name: 'storefront',
  routes: ['/'],
  active: ref('storefront', '1.0.0-bbbbbbbb'),
  previous: ref('storefront', '1.0.0-aaaaaaaa'),
};
const retreat: BrowserRemote = { name: 'retreat', routes: ['/PaymentSuccess'], active: ref('retreat', '1.0.0-cccccccc'), previous: null };

/** A federation runtime whose answers the test scripts: one queued result per loadRemote call. */
class FakeRuntime implements FederationRuntime {
  registrations: Array<{ name: string; entry: string; force: boolean }> = [];
  entries = new Map<string, string>();
  loads: string[] = [];
  results: Array<'ok' | 'fail' | 'no-default'> = [];

  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) {
    for (const remote of remotes) {
      if (this.entries.has(remote.name) && !options?.force) continue;
      this.registrations.push({ ...remote, force: Boolean(options?.force) });
      this.entries.set(remote.name, remote.entry);
    }
  }

  async loadRemote<T>(id: string): Promise<T | null> {
    const entry = this.entries.get(id.split('/')[0]) ?? 'unregistered';
    this.loads.push(entry);
    const result = this.results.shift() ?? 'ok';
    if (result === 'fail') throw new Error(`cannot load ${entry}`);
    if (result === 'no-default') return {} as T;
    const App: ComponentType = () => null;
    Object.defineProperty(App, 'name', { value: entry });
    return { default: App } as T;
  }
}

function setUp() {
  const runtime = new FakeRuntime();
  const cleared: string[] = [];
  const log: string[] = [];
  const loader = new RemoteLoader(
    runtime,
    (name) => cleared.push(name),
    (line) => log.push(line),
  );
  return { runtime, loader, cleared, log };
}

describe('candidatesFor', () => {
  it('tries the active version, the active version again, then the previous version', () => {
    expect(candidatesFor(storefront).map((c) => [c.kind, c.version])).toEqual([
      ['active', '1.0.0-bbbbbbbb'],
      ['retry', '1.0.0-bbbbbbbb'],
      ['previous', '1.0.0-aaaaaaaa'],
    ]);
  });

  it('has no third attempt when there is no previous version', () => {
    expect(candidatesFor(retreat).map((c) => c.kind)).toEqual(['active', 'retry']);
  });
});

describe('RemoteLoader', () => {
  it('registers every active version once and loads its app', async () => {
    const { runtime, loader, cleared } = setUp();
    const registry: BrowserRegistry = { remotes: [storefront, retreat] };
    loader.registerActive(registry);
    loader.registerActive(registry);
    expect(runtime.registrations).toEqual([
      { name: 'storefront', entry: storefront.active.manifest, force: false },
      { name: 'retreat', entry: retreat.active.manifest, force: false },
    ]);
    const candidate = candidatesFor(storefront)[0];
    const App = await loader.load(candidate);
    expect(App.name).toBe(storefront.active.manifest);
    expect(loader.ready(candidate)).toBe(App);
    // Loaded once: showing it again needs no second load.
    await loader.load(candidate);
    expect(runtime.loads).toHaveLength(1);
    expect(cleared).toEqual([]);
  });

  it('after a failure retries the same version from a clean slate, then falls back to the previous one', async () => {
    const { runtime, loader, cleared, log } = setUp();
    loader.registerActive({ remotes: [storefront] });
    const plan = candidatesFor(storefront);
    runtime.results = ['fail', 'fail', 'ok'];

    await expect(loader.load(plan[0])).rejects.toThrow('cannot load');
    let index = loader.fail(storefront, 0, new Error('cannot load'));
    expect(index).toBe(1);
    await expect(loader.load(plan[index])).rejects.toThrow('cannot load');
    index = loader.fail(storefront, index, new Error('cannot load'));
    expect(index).toBe(2);
    const App = await loader.load(plan[index]);

    expect(App.name).toBe(storefront.previous!.manifest);
    expect(runtime.loads).toEqual([storefront.active.manifest, storefront.active.manifest, storefront.previous!.manifest]);
    // Each attempt after a failure starts from a cleared page and a forced registration.
    expect(cleared).toEqual(['storefront', 'storefront']);
    expect(runtime.registrations.slice(1)).toEqual([
      { name: 'storefront', entry: storefront.active.manifest, force: true },
      { name: 'storefront', entry: storefront.previous!.manifest, force: true },
    ]);
    expect(log).toEqual([
      expect.stringContaining('storefront 1.0.0-bbbbbbbb (active) failed'),
      expect.stringContaining('storefront 1.0.0-bbbbbbbb (retry) failed'),
    ]);
  });

  it('remembers how far it got, so coming back to a remote does not retry a failing version', () => {
    const { loader } = setUp();
    expect(loader.attemptIndex(storefront)).toBe(0);
    loader.fail(storefront, 0, 'render failed');
    loader.fail(storefront, 1, 'render failed');
    expect(loader.attemptIndex(storefront)).toBe(2);
    // A newer active version is a fresh start.
    expect(loader.attemptIndex({ ...storefront, active: ref('storefront', '1.0.0-dddddddd') })).toBe(0);
    loader.restart(storefront);
    expect(loader.attemptIndex(storefront)).toBe(0);
  });

  it('runs out of attempts after the retry when there is no previous version', () => {
    const { loader } = setUp();
    loader.fail(retreat, 0, 'gone');
    expect(loader.fail(retreat, 1, 'gone')).toBe(candidatesFor(retreat).length);
  });

  it('forgets an app that failed while rendering', async () => {
    const { loader } = setUp();
    const candidate = candidatesFor(storefront)[0];
    await loader.load(candidate);
    loader.fail(storefront, 0, new Error('render threw'));
    expect(loader.ready(candidate)).toBeUndefined();
  });

  it('rejects a remote whose ./App has no component as its default export', async () => {
    const { runtime, loader } = setUp();
    runtime.results = ['no-default'];
    await expect(loader.load(candidatesFor(retreat)[0])).rejects.toThrow('retreat/App of 1.0.0-cccccccc has no component');
  });

  it('shares one load between two callers asking at once', async () => {
    const { runtime, loader } = setUp();
    const candidate = candidatesFor(retreat)[0];
    const [a, b] = await Promise.all([loader.load(candidate), loader.load(candidate)]);
    expect(a).toBe(b);
    expect(runtime.loads).toHaveLength(1);
  });
});
