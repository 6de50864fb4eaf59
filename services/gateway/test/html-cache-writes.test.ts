/**
 * The HTML cache through the whole gateway: a public page rendered on the server is cached
 * (`x-cache: miss`, then `hit`); writes anyone can make (a forged payment callback, an
 * enquiry) and staff lead work leave it cached; a catalogue write empties it, so the next
 * answer is rendered again (a stand-in server build: ./support/stand-in-site.ts). Also: text
 * from the database that looks like a replacement pattern reaches the page data as written.
 */
import { rm } from 'node:fs/promises';
import { allCalls } from '@agency/contracts';
import { CACHE_STATUS_HEADER, changesPublicPages, RENDER_MODE_HEADER } from '@agency/page/server';
import { prepareDatabase } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { buildGateway, services } from '../src';
import { standInSite } from './support/stand-in-site';

const PASSWORD = 'Pages#Writes-26';

it('empties the HTML cache only on staff calls: no call anyone may make is a page-changing write', () => {
  const changing = allCalls.filter((call) => changesPublicPages(call.method, call.path));
  expect(changing.map((call) => call.id)).toEqual(
    expect.arrayContaining(['catalogue.createPackage', 'catalogue.setPublication', 'payment.updateRoom']),
  );
  expect(changing.filter((call) => call.access === 'public').map((call) => call.id)).toEqual([]);
  for (const id of ['leads.submit', 'payment.success', 'payment.initiate', 'leads.addNote', 'auth.login']) {
    const call = allCalls.find((c) => c.id === id)!;
    expect([id, changesPublicPages(call.method, call.path)]).toEqual([id, false]);
  }
});

describe.each(testDatabaseKinds())('the HTML cache and API writes on %s', (kind) => {
  let dir: string;
  let db: TestDatabase;
  let gateway: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    const site = await standInSite();
    dir = site.dir;
    const { shellDir, deployDir } = site;

    const config = testConfig({ deployDir, adminUsername: 'cache-admin', adminPassword: PASSWORD, readCache: true });
    db = await createTestDatabase(kind, { migratedFor: services });
    for (const service of services) await prepareDatabase(service, db.db, config);
    gateway = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false, shellDir });
    const login = await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: config.adminUsername, password: PASSWORD },
    });
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
      payload: {
        Firstname: 'Asha Menon',
        Emailaddress: 'asha@example.in',
        PhoneNumber: '+91 98450 12345',
        travelplans: 'Bali in December',
        way: 'quickContact',
        handleby: 'Public',
        Status: 'Active',
      },
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

    const { continents } = (
      await gateway.inject({ method: 'GET', url: '/api/destinations/manage', headers: { authorization: `Bearer ${admin}` } })
    ).json() as {
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

  it('renders a package whose name holds "$`" on the server, its name in the page data as written', async () => {
    const name = "Goa $` Getaway $& $' $$";
    const [first] = await db.db('packages').orderBy('id').limit(1).select('id');
    await db.db('packages').where({ id: first.id }).update({ package_name: name });
    const res = await gateway.inject({ method: 'GET', url: `/package-detail/${first.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers[RENDER_MODE_HEADER]).toBe('server');
    const boot = /<script type="application\/json" id="agency-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
    expect(JSON.parse(boot!).state.storefront).toEqual({ name });
    expect(res.body).toContain(`<p>Goa $\` Getaway $&amp; $&#x27; $$</p>`);
    expect(res.body.endsWith('</html>')).toBe(true);
  });
});
