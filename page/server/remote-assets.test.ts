import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHUNK_FILES_FILE, MANIFEST_FILE } from '@agency/registry';
import { preloadFor, RemoteAssets } from './remote-assets';

let dir: string;
const base = '/remotes/storefront/1.2.0-abcdef12/';

/** A version's files in a folder of their own, as VersionFiles gives them. */
const files = {
  async file(_remote: string, _version: string, relative: string) {
    const file = path.join(dir, relative);
    return existsSync(file) ? { path: file, size: 0 } : undefined;
  },
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'remote-assets-'));
  await writeFile(
    path.join(dir, MANIFEST_FILE),
    JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      exposes: [{ path: './App', assets: { js: { sync: ['883.js', 'App.js'] }, css: { sync: ['app.css'], async: [] } } }],
    }),
  );
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the assets of a remote version', () => {
  it('preloads the app, and the files of the on-demand chunks the page rendered after it, each once', async () => {
    await writeFile(
      path.join(dir, CHUNK_FILES_FILE),
      JSON.stringify({ 'package-detail-page': ['414.js', '883.js'], terms: ['901.js'], odd: 'not a list' }),
    );
    const assets = await new RemoteAssets(files).of('storefront', '1.2.0-abcdef12');
    const app = [
      { href: `${base}${MANIFEST_FILE}`, as: 'fetch' },
      { href: `${base}remoteEntry.js`, as: 'script' },
      { href: `${base}883.js`, as: 'script' },
      { href: `${base}App.js`, as: 'script' },
    ];
    expect(preloadFor(assets)).toEqual(app);
    expect(preloadFor(assets, ['package-detail-page', 'package-detail-page'])).toEqual([...app, { href: `${base}414.js`, as: 'script' }]);
    // A chunk the build does not list (an older build, a name that drifted) adds nothing.
    expect(preloadFor(assets, ['odd', 'nowhere'])).toEqual(app);
  });

  it('preloads the app alone for a version built before the chunk list', async () => {
    const assets = await new RemoteAssets(files).of('storefront', '1.2.0-abcdef12');
    expect(assets.chunkScripts).toEqual({});
    expect(preloadFor(assets, ['terms'])).toHaveLength(4);
  });
});
