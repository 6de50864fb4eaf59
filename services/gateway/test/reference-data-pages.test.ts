/**
 * A reference data write through the gateway empties its rendered-page cache (so the
 * storefront's next page load shows the change), and a refused one leaves it: the catalogue's
 * read cache is cleared by the same write, so the next menu read is fresh too.
 */

import type { MenuData } from '@agency/contracts';
import type { HtmlCache } from '@agency/page/server';
import { prepareDatabase } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { buildGateway, services } from '../src';

const PASSWORD = 'Pages#Refdata-26';
const config = testConfig({ adminUsername: 'pages-admin', adminPassword: PASSWORD, readCache: true });

let db: TestDatabase;
let gateway: FastifyInstance;
let admin: string;
let manager: string;

async function signIn(username: string): Promise<string> {
  const res = await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}: ${res.body}`);
  return res.json().token as string;
}

beforeAll(async () => {
  db = await createTestDatabase('sqlite', { migratedFor: services });
  for (const service of services) await prepareDatabase(service, db.db, config);
  gateway = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false });
  admin = await signIn(config.adminUsername);
  const created = await gateway.inject({
    method: 'POST',
    url: '/api/auth/create',
    headers: { authorization: `Bearer ${admin}` },
    payload: { username: 'pages-manager', password: PASSWORD, role: 'manager' },
  });
  if (created.statusCode !== 200) throw new Error(`creating the manager answered ${created.statusCode}`);
  manager = await signIn('pages-manager');
});
afterAll(async () => {
  await gateway?.close();
  await db?.drop();
});

/** The gateway's rendered-page cache (frontend.ts decorates the app with it). */
const pages = () => (gateway as unknown as { renderedPages: { cache: HtmlCache } }).renderedPages.cache;

/** A rendered page in the gateway's cache, as a public page load leaves it. */
function cachePage(): void {
  pages().set('storefront@test /', { status: 200, headers: {}, body: '<p>menu without Laos</p>' });
  expect(pages().size).toBe(1);
}

const menu = async () => (await gateway.inject({ method: 'GET', url: '/api/packages/menu' })).json() as MenuData;

it('empties the rendered pages on an administrator’s reference data write, not on a refused one', async () => {
  const { continents } = (
    await gateway.inject({ method: 'GET', url: '/api/destinations/manage', headers: { authorization: `Bearer ${admin}` } })
  ).json() as {
    continents: { id: number; name: string }[];
  };
  const asia = continents.find((c) => c.name === 'Asia')!;
  const body = { continentId: asia.id, name: 'Laos', intro: 'Slow river days.', more: '', inMenu: true };
  expect((await menu()).continentCountry.Asia).not.toContain('Laos');

  cachePage();
  const refused = await gateway.inject({
    method: 'POST',
    url: '/api/destinations/countries',
    headers: { authorization: `Bearer ${manager}` },
    payload: body,
  });
  expect(refused.statusCode).toBe(403);
  expect(pages().size).toBe(1);
  expect((await menu()).continentCountry.Asia).not.toContain('Laos');

  const created = await gateway.inject({
    method: 'POST',
    url: '/api/destinations/countries',
    headers: { authorization: `Bearer ${admin}` },
    payload: body,
  });
  expect(created.statusCode).toBe(201);
  expect(pages().size).toBe(0);
  expect((await menu()).continentCountry.Asia).toContain('Laos');

  cachePage();
  const removed = await gateway.inject({
    method: 'DELETE',
    url: `/api/destinations/countries/${created.json().data.id}`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(removed.statusCode).toBe(200);
  expect(pages().size).toBe(0);
  expect((await menu()).continentCountry.Asia).not.toContain('Laos');
});
