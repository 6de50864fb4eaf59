/**
 * The gateway's browser side, with a stand-in shell build and deploy folder: caching per
 * kind of file, 404s that never turn into the page, and the page for every deep link.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { VersionFiles } from '@agency/page/server';
import { DOCUMENT_MARKERS, emptyRegistry, withDeployed } from '@agency/registry';
import { RegistryFeed } from '@agency/registry/feed';
import { ReleaseLedger } from '@agency/registry/releases';
import { versionDir, writeRegistry } from '@agency/registry/store';
import { createDatabase, createServer, DatabaseFileStore, FileStoreCache, hashOf } from '@agency/service-common';
import { testConfig } from '@agency/test-kit/services';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { registerFrontend } from '../src/frontend';

const M = DOCUMENT_MARKERS;
/** A stand-in shell page with the markers the gateway fills. */
const PAGE = `<!doctype html><head>${M.preload}${M.headStart}<title>Escape Vacation</title>${M.headEnd}</head><div id="root">${M.bodyStart}${M.bodyEnd}</div>${M.boot}`;
const SHELL_JS = 'shell.0123abcd.js';
/** A script the build left compressed copies of (scripts/webpack/precompress.ts), and its text. */
const APP_JS = 'app.4567cdef.js';
const APP_SOURCE = `console.log(${JSON.stringify('app '.repeat(1000))});`;
/** The same for a remote version's script. */
const REMOTE_ENTRY_SOURCE = `var storefront = ${JSON.stringify('entry '.repeat(1000))};`;
const V1 = '1.0.0-aaaaaaa1';
const V2 = '1.0.0-aaaaaaa2';

let dir: string;
let deployDir: string;
let app: FastifyInstance;
const databases: Knex[] = [];

interface Releases {
  ledger: ReleaseLedger;
  feed: RegistryFeed;
  store: DatabaseFileStore;
  files: VersionFiles;
}

/**
 * Release rows and a file store of their own (in-memory SQLite) with the deploy folder's
 * registry file imported, a feed that reads them on every request, and a disk cache.
 */
async function releasesOf(folder: string): Promise<Releases> {
  const db = createDatabase('sqlite::memory:');
  databases.push(db);
  const ledger = new ReleaseLedger(db);
  await ledger.prepare(folder);
  const store = new DatabaseFileStore(db);
  await store.prepare();
  const files = new VersionFiles(
    ledger,
    new FileStoreCache(store, path.join(folder, '..', `cache-${databases.length}`), 1024 * 1024),
    folder,
  );
  return { ledger, feed: new RegistryFeed(ledger, { pollMs: 0 }), store, files };
}
let releases: Releases;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'frontend-'));
  const shellDir = path.join(dir, 'shell-dist');
  deployDir = path.join(dir, 'deploy');
  await mkdir(path.join(shellDir, 'fonts'), { recursive: true });
  await writeFile(path.join(shellDir, 'index.html'), PAGE);
  await writeFile(path.join(shellDir, SHELL_JS), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(path.join(shellDir, 'fonts/inter.89ab4567.woff2'), 'font');
  await writeFile(path.join(shellDir, '.build-inputs.json'), '{"inputs":[]}');
  await writeCompressedCopies(path.join(shellDir, APP_JS), APP_SOURCE);
  for (const version of [V1, V2]) {
    await mkdir(versionDir(deployDir, 'storefront', version), { recursive: true });
    await writeFile(path.join(versionDir(deployDir, 'storefront', version), 'mf-manifest.json'), `{"version":"${version}"}`);
  }
  await writeCompressedCopies(path.join(versionDir(deployDir, 'storefront', V2), 'remoteEntry.js'), REMOTE_ENTRY_SOURCE);
  let registry = withDeployed(emptyRegistry(), 'storefront', { version: V1, deployedAt: '2025-01-01T00:00:00.000Z', routes: ['/'] });
  registry = withDeployed(registry, 'storefront', { version: V2, deployedAt: '2025-01-02T00:00:00.000Z', routes: ['/'] });
  await writeRegistry(deployDir, registry);
  releases = await releasesOf(deployDir);

  app = createServer({ logger: false });
  await app.register(compress, { threshold: 1024 });
  app.all('/api/*', async (_request, reply) => reply.status(404).send({ statusCode: 404, message: 'no such call' }));
  await registerFrontend(app, testConfig({ deployDir }), { shellDir, feed: releases.feed, files: releases.files });
  await app.ready();
});

/**
 * A file and its .br and .gz copies, as a production build writes them. Each copy ends in a
 * comment naming it, so a test can tell the copy sent as it is from the file compressed anew.
 */
async function writeCompressedCopies(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(copyOf(text, 'br')));
  await writeFile(`${file}.gz`, gzipSync(copyOf(text, 'gz')));
}

function copyOf(text: string, encoding: 'br' | 'gz'): string {
  return `${text}\n// the build's ${encoding} copy`;
}

afterAll(async () => {
  await app.close();
  await Promise.all(databases.map((db) => db.destroy()));
  await rm(dir, { recursive: true, force: true });
});

describe('/registry.json', () => {
  it('is the browser’s view of the registry, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/registry.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      remotes: [
        {
          name: 'storefront',
          routes: ['/'],
          active: { version: V2, manifest: `/remotes/storefront/${V2}/mf-manifest.json` },
          previous: { version: V1, manifest: `/remotes/storefront/${V1}/mf-manifest.json` },
        },
      ],
    });
  });

  it('follows the release rows: an activation shows on the next request', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'frontend-empty-'));
    const fresh = createServer({ logger: false });
    const own = await releasesOf(other);
    await registerFrontend(fresh, testConfig({ deployDir: other }), {
      shellDir: path.join(dir, 'shell-dist'),
      feed: own.feed,
      files: own.files,
    });
    expect((await fresh.inject({ method: 'GET', url: '/registry.json' })).json()).toEqual({ remotes: [] });
    const release = { remote: 'retreat', version: V1, deployedAt: '2025-01-01T00:00:00.000Z', routes: ['/PayForm'] };
    await own.ledger.publish(
      { ...release, contentHash: null, files: null, sharedVersions: null, contractVersion: null, commit: null, publishedBy: 'test' },
      { by: 'test', reason: 'test' },
    );
    expect((await fresh.inject({ method: 'GET', url: '/registry.json' })).json().remotes[0].name).toBe('retreat');
    await fresh.close();
    await rm(other, { recursive: true, force: true });
  });
});

describe('/remotes/', () => {
  it('serves version files as immutable, cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: `/remotes/storefront/${V1}/mf-manifest.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.json()).toEqual({ version: V1 });
  });

  it.each([
    `/remotes/storefront/${V1}/missing.js`,
    '/remotes/storefront/9.9.9-ffffffff/remoteEntry.js',
    '/remotes/storefront/../registry.json',
    '/remotes',
  ])('answers 404 for %s, never the page', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('sends the build’s brotli or gzip copy of a file as it is, by what the browser accepts, and the file itself to one that accepts neither', async () => {
    const url = `/remotes/storefront/${V2}/remoteEntry.js`;
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(copyOf(REMOTE_ENTRY_SOURCE, 'br'));
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(copyOf(REMOTE_ENTRY_SOURCE, 'gz'));
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(REMOTE_ENTRY_SOURCE);
  });

  it('serves a version published while the server runs from the shared store, whatever this instance’s folder holds, with its hash as ETag', async () => {
    const entry = Buffer.from('var storefront = "three";');
    const manifest = Buffer.from('{"version":"1.0.0-aaaaaaa3"}');
    const files = [];
    for (const [file, bytes] of [
      ['remoteEntry.js', entry],
      ['mf-manifest.json', manifest],
      ['server/remoteEntry.js', entry],
    ] as const) {
      const stored = await releases.store.put(bytes);
      files.push({ path: file, size: stored.size, sha256: stored.hash });
    }
    const facts = { contentHash: null, sharedVersions: null, contractVersion: null, commit: null, publishedBy: 'test' };
    await releases.ledger.publish(
      { remote: 'storefront', version: '1.0.0-aaaaaaa3', deployedAt: '2025-01-03T00:00:00.000Z', routes: ['/'], files, ...facts },
      { by: 'test', reason: 'test' },
    );
    const url = '/remotes/storefront/1.0.0-aaaaaaa3/remoteEntry.js';
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(entry.toString());
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${hashOf(entry)}"`);
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': `"${hashOf(entry)}"` } })).statusCode).toBe(304);
    // Nothing of it is in this instance's deploy folder; its server build is not the browser's.
    expect((await app.inject({ method: 'GET', url: '/remotes/storefront/1.0.0-aaaaaaa3/server/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/remotes/storefront/1.0.0-aaaaaaa3/other.js' })).statusCode).toBe(404);
    // A render on this instance writes the server build out of the store.
    const written = await releases.files.serverEntry('storefront', '1.0.0-aaaaaaa3');
    expect(written).toBe(path.join(versionDir(deployDir, 'storefront', '1.0.0-aaaaaaa3'), 'server', 'remoteEntry.js'));
    await expect(readFile(written!, 'utf8')).resolves.toBe(entry.toString());
    await releases.ledger.activate('storefront', { by: 'test', reason: 'undo' });
  });
});

describe('the shell', () => {
  it.each(['/', '/Aboutus', '/Terms%20&%20conditions', '/PaymentSuccess?txnid=x', '/admin/users', '/packages/?country=bali'])(
    'answers the page for the deep link %s, revalidated on every load',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // No remote here has a server build: the client-rendered page, with the registry inlined.
      expect(res.headers['x-render-mode']).toBe('client');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="application/json" id="agency-boot">{"registry":{"remotes":[{"name":"storefront"');
    },
  );

  it('serves its content-hashed files for a year, compressed when asked', async () => {
    const res = await app.inject({ method: 'GET', url: `/${SHELL_JS}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ method: 'GET', url: '/fonts/inter.89ab4567.woff2' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('sends the build’s compressed copy of its files when there is one', async () => {
    const br = await app.inject({ method: 'GET', url: `/${APP_JS}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(copyOf(APP_SOURCE, 'br'));
    const gz = await app.inject({ method: 'GET', url: `/${APP_JS}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(copyOf(APP_SOURCE, 'gz'));
  });

  it.each(['/favicon.ico', '/shell.deadbeef.js', '/.build-inputs.json', '/fonts/../.build-inputs.json'])(
    'answers 404 for the missing or private file %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('leaves /api and /uploads to the server: unknown paths there are 404, not the page', async () => {
    for (const url of ['/api/nothing', '/api', '/uploads/missing.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('says so when the shell is not built yet', async () => {
    const unbuilt = createServer({ logger: false });
    await registerFrontend(unbuilt, testConfig({ deployDir }), {
      shellDir: path.join(dir, 'no-shell-here'),
      feed: releases.feed,
      files: releases.files,
    });
    const res = await unbuilt.inject({ method: 'GET', url: '/Aboutus' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('npm run build -w shell');
    await unbuilt.close();
  });
});
