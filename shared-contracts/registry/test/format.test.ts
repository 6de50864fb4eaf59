import {
  emptyRegistry,
  parseBrowserRegistry,
  parseRegistry,
  type Registry,
  RegistryError,
  toBrowserRegistry,
  withDeployed,
  withRolledBack,
} from '../src/format';

const at = (minute: number) => `2025-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const deploy = (registry: Registry, version: string, minute: number, routes = ['/']) =>
  withDeployed(registry, 'storefront', { version, deployedAt: at(minute), routes });

/** storefront: v1, v2, v3 deployed in that order; v3 active. */
function threeVersions(): Registry {
  return deploy(deploy(deploy(emptyRegistry(), '1.0.0-aaaaaaa1', 1), '1.0.0-aaaaaaa2', 2), '1.0.0-aaaaaaa3', 3);
}

describe('deploy', () => {
  it('appends each new version, newest last, and makes it active', () => {
    const registry = threeVersions();
    expect(registry.remotes.storefront.active).toBe('1.0.0-aaaaaaa3');
    expect(registry.remotes.storefront.versions.map((v) => [v.version, v.deployedAt])).toEqual([
      ['1.0.0-aaaaaaa1', at(1)],
      ['1.0.0-aaaaaaa2', at(2)],
      ['1.0.0-aaaaaaa3', at(3)],
    ]);
  });

  it('re-deploying a recorded version activates it in its place, keeping its deploy time', () => {
    const registry = deploy(threeVersions(), '1.0.0-aaaaaaa1', 9);
    expect(registry.remotes.storefront.active).toBe('1.0.0-aaaaaaa1');
    expect(registry.remotes.storefront.versions.map((v) => v.version)).toEqual(['1.0.0-aaaaaaa1', '1.0.0-aaaaaaa2', '1.0.0-aaaaaaa3']);
    expect(registry.remotes.storefront.versions[0].deployedAt).toBe(at(1));
  });

  it('leaves the other remotes alone and does not change its input', () => {
    const before = withDeployed(emptyRegistry(), 'retreat', { version: '1.0.0-bbbbbbb1', deployedAt: at(0), routes: ['/PaymentSuccess'] });
    const copy = structuredClone(before);
    const after = deploy(before, '1.0.0-aaaaaaa1', 1);
    expect(before).toEqual(copy);
    expect(after.remotes.retreat).toEqual(before.remotes.retreat);
  });

  it.each([
    ['a name that is no path segment', 'store/front', '1.0.0-aaaaaaa1', ['/']],
    ['a version that climbs folders', 'storefront', '..', ['/']],
    ['a route with two segments', 'storefront', '1.0.0-aaaaaaa1', ['/admin/users']],
    ['a relative route', 'storefront', '1.0.0-aaaaaaa1', ['Login']],
  ])('refuses %s', (_what, name, version, routes) => {
    expect(() => withDeployed(emptyRegistry(), name, { version, deployedAt: at(0), routes })).toThrow(RegistryError);
  });
});

describe('rollback', () => {
  it('goes to the version deployed before the active one, step by step', () => {
    const once = withRolledBack(threeVersions(), 'storefront');
    expect(once.remotes.storefront.active).toBe('1.0.0-aaaaaaa2');
    const twice = withRolledBack(once, 'storefront');
    expect(twice.remotes.storefront.active).toBe('1.0.0-aaaaaaa1');
    expect(twice.remotes.storefront.versions).toHaveLength(3);
  });

  it('stops at the earliest version', () => {
    const earliest = withRolledBack(withRolledBack(threeVersions(), 'storefront'), 'storefront');
    expect(earliest.remotes.storefront.active).toBe('1.0.0-aaaaaaa1');
    expect(() => withRolledBack(earliest, 'storefront')).toThrow(
      '1.0.0-aaaaaaa1 is its earliest version: there is nothing to roll back to.',
    );
  });

  it('follows the activation history, not the deploy order: deploy B, roll back, deploy C, roll back → A', () => {
    const a = deploy(emptyRegistry(), 'A-1', 1);
    const b = deploy(a, 'B-2', 2);
    const rolledBack = withRolledBack(b, 'storefront', undefined, at(3));
    expect(rolledBack.remotes.storefront.active).toBe('A-1');
    const c = deploy(rolledBack, 'C-4', 4);
    const again = withRolledBack(c, 'storefront', undefined, at(5));
    expect(again.remotes.storefront.active).toBe('A-1');
    // B was rolled back as bad, and nothing was active before A.
    expect(() => withRolledBack(again, 'storefront')).toThrow('is its earliest version');
    expect(again.remotes.storefront.activations).toEqual([
      { version: 'A-1', at: at(1), kind: 'deploy', replaced: null },
      { version: 'B-2', at: at(2), kind: 'deploy', replaced: 'A-1' },
      { version: 'A-1', at: at(3), kind: 'rollback', replaced: 'B-2' },
      { version: 'C-4', at: at(4), kind: 'deploy', replaced: 'A-1' },
      { version: 'A-1', at: at(5), kind: 'rollback', replaced: 'C-4' },
    ]);
    expect(again.remotes.storefront.versions.map((v) => v.version)).toEqual(['A-1', 'B-2', 'C-4']);
  });

  it('never changes another remote', () => {
    let registry = withDeployed(emptyRegistry(), 'retreat', { version: 'R-1', deployedAt: at(0), routes: ['/PaymentSuccess'] });
    registry = withDeployed(registry, 'retreat', { version: 'R-2', deployedAt: at(1), routes: ['/PaymentSuccess'] });
    registry = deploy(deploy(registry, 'S-1', 2), 'S-2', 3);
    const retreatBefore = structuredClone(registry.remotes.retreat);
    const after = withRolledBack(registry, 'storefront');
    expect(after.remotes.storefront.active).toBe('S-1');
    expect(after.remotes.retreat).toEqual(retreatBefore);
  });

  it('undoes a --to activation like any other: back to the version active before it', () => {
    const jumped = withRolledBack(threeVersions(), 'storefront', '1.0.0-aaaaaaa1', at(7));
    expect(jumped.remotes.storefront.activations.at(-1)).toEqual({
      version: '1.0.0-aaaaaaa1',
      at: at(7),
      kind: 'activate',
      replaced: '1.0.0-aaaaaaa3',
    });
    expect(withRolledBack(jumped, 'storefront').remotes.storefront.active).toBe('1.0.0-aaaaaaa3');
  });

  it('re-deploying the active version records nothing new', () => {
    const registry = threeVersions();
    expect(deploy(registry, '1.0.0-aaaaaaa3', 9)).toBe(registry);
  });

  it('--to goes to any recorded version, also a newer one', () => {
    const back = withRolledBack(threeVersions(), 'storefront', '1.0.0-aaaaaaa1');
    expect(withRolledBack(back, 'storefront', '1.0.0-aaaaaaa3').remotes.storefront.active).toBe('1.0.0-aaaaaaa3');
  });

  it('--to an unknown version is an error naming the known ones', () => {
    expect(() => withRolledBack(threeVersions(), 'storefront', '9.9.9-ffffffff')).toThrow(
      '"storefront" has no version "9.9.9-ffffffff". Known versions: 1.0.0-aaaaaaa1, 1.0.0-aaaaaaa2, 1.0.0-aaaaaaa3.',
    );
  });

  it('a remote never deployed cannot be rolled back', () => {
    expect(() => withRolledBack(emptyRegistry(), 'retreat')).toThrow('No version of "retreat" has been deployed.');
  });
});

describe('the browser’s view', () => {
  it('gives each remote the manifests of its active and previous versions and the active version’s routes', () => {
    let registry = withDeployed(threeVersions(), 'backoffice', {
      version: '1.0.0-ccccccc1',
      deployedAt: at(5),
      routes: ['/Log', '/Login'],
    });
    registry = withRolledBack(registry, 'storefront');
    expect(toBrowserRegistry(registry)).toEqual({
      remotes: [
        {
          name: 'storefront',
          routes: ['/'],
          active: { version: '1.0.0-aaaaaaa2', manifest: '/remotes/storefront/1.0.0-aaaaaaa2/mf-manifest.json' },
          previous: { version: '1.0.0-aaaaaaa1', manifest: '/remotes/storefront/1.0.0-aaaaaaa1/mf-manifest.json' },
        },
        {
          name: 'backoffice',
          routes: ['/Log', '/Login'],
          active: { version: '1.0.0-ccccccc1', manifest: '/remotes/backoffice/1.0.0-ccccccc1/mf-manifest.json' },
          previous: null,
        },
      ],
    });
  });

  it('follows the routes of the version that is active, so a rollback restores them', () => {
    let registry = withDeployed(emptyRegistry(), 'backoffice', { version: '1.0.0-ccccccc1', deployedAt: at(1), routes: ['/Log'] });
    registry = withDeployed(registry, 'backoffice', { version: '1.0.0-ccccccc2', deployedAt: at(2), routes: ['/Log', '/admin'] });
    expect(toBrowserRegistry(registry).remotes[0].routes).toEqual(['/Log', '/admin']);
    expect(toBrowserRegistry(withRolledBack(registry, 'backoffice')).remotes[0].routes).toEqual(['/Log']);
  });

  it('round-trips through the checks of both shapes', () => {
    const registry = threeVersions();
    expect(parseRegistry(JSON.parse(JSON.stringify(registry)))).toEqual(registry);
    const view = toBrowserRegistry(registry);
    expect(parseBrowserRegistry(JSON.parse(JSON.stringify(view)))).toEqual(view);
  });

  it.each([
    ['not an object', 'text'],
    ['another schema version', { schemaVersion: 3, remotes: {} }],
    [
      'a history that does not end with the active version',
      {
        schemaVersion: 2,
        remotes: { storefront: { active: 'v1', versions: [{ version: 'v1', deployedAt: at(1), routes: ['/'] }], activations: [] } },
      },
    ],
    [
      'a malformed activation',
      {
        schemaVersion: 2,
        remotes: {
          storefront: {
            active: 'v1',
            versions: [{ version: 'v1', deployedAt: at(1), routes: ['/'] }],
            activations: [{ version: 'v1', at: at(1), kind: 'undo', replaced: null }],
          },
        },
      },
    ],
    ['an active version that is not recorded', { schemaVersion: 1, remotes: { storefront: { active: '1.0.0-x', versions: [] } } }],
    ['a malformed version entry', { schemaVersion: 1, remotes: { storefront: { active: 'v', versions: [{ version: 'v' }] } } }],
  ])('rejects a registry file with %s', (_what, value) => {
    expect(() => parseRegistry(value)).toThrow(RegistryError);
  });

  it('reads a version-1 file (no history) as each version deployed in turn up to the active one', () => {
    const v1 = {
      schemaVersion: 1,
      remotes: {
        storefront: {
          active: '1.0.0-aaaaaaa2',
          versions: ['1', '2', '3'].map((n) => ({ version: `1.0.0-aaaaaaa${n}`, deployedAt: at(Number(n)), routes: ['/'] })),
        },
      },
    };
    const registry = parseRegistry(v1);
    expect(registry.schemaVersion).toBe(2);
    expect(registry.remotes.storefront.activations.map((a) => [a.version, a.kind, a.replaced])).toEqual([
      ['1.0.0-aaaaaaa1', 'deploy', null],
      ['1.0.0-aaaaaaa2', 'deploy', '1.0.0-aaaaaaa1'],
    ]);
    expect(toBrowserRegistry(registry).remotes[0].previous?.version).toBe('1.0.0-aaaaaaa1');
    expect(withRolledBack(registry, 'storefront').remotes.storefront.active).toBe('1.0.0-aaaaaaa1');
  });

  it('offers the shell the version a rollback would return to, not the one deployed before', () => {
    const c = deploy(withRolledBack(deploy(deploy(emptyRegistry(), 'A-1', 1), 'B-2', 2), 'storefront'), 'C-4', 4);
    expect(toBrowserRegistry(c).remotes[0]).toMatchObject({ active: { version: 'C-4' }, previous: { version: 'A-1' } });
  });

  it('rejects a browser registry without remotes or with a broken entry', () => {
    expect(() => parseBrowserRegistry({})).toThrow(RegistryError);
    expect(() => parseBrowserRegistry({ remotes: [{ name: 'storefront', routes: ['/'], active: null, previous: null }] })).toThrow(
      RegistryError,
    );
  });
});
