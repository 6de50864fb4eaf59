/**
 * The HTML cache through the whole gateway: a public page rendered on the server is cached
 * (`x-cache: miss`, then `hit`); writes anyone can make (a forged payment callback, an
 * enquiry) and staff lead work leave it cached; a catalogue write empties it, so the next
 * answer is rendered again. The remote's server build and the shell's server entry are small
 * hand-written stand-ins, loaded exactly as the gateway loads real ones.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MARKERS as M, SERVER_BUILD_DIR, SERVER_ENTRY_FILE, emptyRegistry, withDeployed } from '@agency/registry';
import { versionDir, writeRegistry } from '@agency/registry/store';
import { createTestDatabase, prepareDatabase, testConfig, testDatabaseKinds, type TestDatabase } from '@agency/service-common';
import { buildGateway, services } from '../src';
import { CACHE_STATUS_HEADER, RENDER_MODE_HEADER } from '../src/pages/public-pages';

const PASSWORD = 'Pages#Writes-26';
const VERSION = '1.0.0-cafe0001';
const PAGE = `<!doctype html><head>${M.preload}${M.headStart}<title>Escape Vacation</title>${M.headEnd}</head><div id="root">${M.bodyStart}${M.bodyEnd}</div>${M.boot}`;

/** A remote's `./server` as a container the federation runtime loads: the page counts its renders. */
function serverContainer(): string {
  const react = JSON.stringify(require.resolve('react'));
  return `
let renders = 0;
const React = require(${react});
const server = {
  createServerPage: () => {
    renders += 1;
    const count = renders;
    return {
      render: () => React.createElement('p', null, 'render number ' + count),
      pending: () => [],
      outcome: () => ({ status: 200, head: { title: 'Holidays', description: 'Holidays' } }),
      dehydrate: () => ({}),
    };
  },
};
module.exports = { init: () => undefined, get: async () => () => server };
`;
}

/** The shell's server entry: its frame around a page. */
function shellServer(): string {
  const react = JSON.stringify(require.resolve('react'));
  return `const React = require(${react});
module.exports = { shellTree: ({ page }) => React.createElement('main', null, page) };
`;
}

describe.each(testDatabaseKinds())('the HTML cache and API writes on %s', (kind) => {
  let dir: string;
  let db: TestDatabase;
  let gateway: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'html-cache-writes-'));
    const shellDir = path.join(dir, 'shell', 'dist');
    const deployDir = path.join(dir, 'deploy');
    await mkdir(shellDir, { recursive: true });
    await mkdir(path.join(dir, 'shell', 'dist-server'), { recursive: true });
    await writeFile(path.join(shellDir, 'index.html'), PAGE);
    await writeFile(path.join(dir, 'shell', 'dist-server', 'shell-server.js'), shellServer());
    const serverDir = path.join(versionDir(deployDir, 'storefront', VERSION), SERVER_BUILD_DIR);
    await mkdir(serverDir, { recursive: true });
    await writeFile(path.join(serverDir, SERVER_ENTRY_FILE), serverContainer());
    await writeFile(path.join(versionDir(deployDir, 'storefront', VERSION), 'mf-manifest.json'), '{}');
    await writeRegistry(deployDir, withDeployed(emptyRegistry(), 'storefront', { version: VERSION, deployedAt: '2026-01-01T00:00:00.000Z', routes: ['/'] }));

    const config = testConfig({ deployDir, adminUsername: 'cache-admin', adminPassword: PASSWORD, readCache: true });
    db = await createTestDatabase(kind);
    for (const service of services) await prepareDatabase(service, db.db, config);
    gateway = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false, shellDir });
    const login = await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { username: config.adminUsername, password: PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    admin = login.json().token as string;
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const page = async () => {
    const res = await gateway.inject({ method: 'GET', url: '/holidays' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[RENDER_MODE_HEADER]).toBe('server');
    return { cache: res.headers[CACHE_STATUS_HEADER], render: /render number (\d+)/.exec(res.body)?.[1] };
  };

  it('keeps cached pages through anonymous and lead writes, and renders anew after a catalogue write', async () => {
    const first = await page();
    expect(first.cache).toBe('miss');
    expect(await page()).toEqual({ cache: 'hit', render: first.render });

    // A forged provider callback: no real payment, but answered with a redirect (below 400).
    const forged = await gateway.inject({
      method: 'POST',
      url: '/api/payment/v1/success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'txnid=forged-1&status=success&amount=10.00&productinfo=SoulPod&firstname=Mallory&email=m%40spam.example&hash=0000',
    });
    expect(forged.statusCode).toBe(303);
    expect(await page()).toEqual({ cache: 'hit', render: first.render });

    const enquiry = await gateway.inject({
      method: 'POST',
      url: '/api/requests/submit',
      payload: { Firstname: 'Asha Menon', Emailaddress: 'asha@example.in', PhoneNumber: '+91 98450 12345', travelplans: 'Bali in December', way: 'quickContact', handleby: 'Public', Status: 'Active' },
    });
    expect(enquiry.statusCode).toBeLessThan(400);
    expect(await page()).toEqual({ cache: 'hit', render: first.render });

    const note = await gateway.inject({
      method: 'POST',
      url: `/api/requests/${enquiry.json().id}/notes`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { text: 'Called back, sending options.' },
    });
    expect(note.statusCode).toBe(200);
    expect(await page()).toEqual({ cache: 'hit', render: first.render });

    const { continents } = (await gateway.inject({ method: 'GET', url: '/api/destinations/manage', headers: { authorization: `Bearer ${admin}` } })).json() as {
      continents: { id: number; name: string }[];
    };
    const country = await gateway.inject({
      method: 'POST',
      url: '/api/destinations/countries',
      headers: { authorization: `Bearer ${admin}` },
      payload: { continentId: continents[0].id, name: 'Laos', intro: 'Slow river days.', more: '', inMenu: true },
    });
    expect(country.statusCode).toBe(201);
    const after = await page();
    expect(after.cache).toBe('miss');
    expect(after.render).not.toBe(first.render);
    expect(await page()).toEqual({ cache: 'hit', render: after.render });
  });
});
